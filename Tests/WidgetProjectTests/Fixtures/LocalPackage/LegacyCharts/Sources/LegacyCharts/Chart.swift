public enum Chart {
    public static func bar(_ length: Int) -> String {
        String(repeating: "#", count: max(0, length))
    }
}
