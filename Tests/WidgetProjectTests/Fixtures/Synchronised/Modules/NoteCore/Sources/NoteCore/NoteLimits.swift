public enum NoteLimits {
    public static let maximumLength = 280
}
