@available(
    iOS 17,
    macOS 14,
    *
)
@MainActor
public
final
class Spread {}
