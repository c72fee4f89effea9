public enum Ticker {
    public static let exchange = "XNYS"
    public static let badge = Badge.text
}

/// The widget declares a `Badge` of its own: in its code that one is meant, in this package's this one.
struct Badge {
    static let text = "theirs"
}
