public enum Ticker {
    public static let exchange = "XNYS"
}
