public enum KitBadge {
    public static let text = "kit"
}
