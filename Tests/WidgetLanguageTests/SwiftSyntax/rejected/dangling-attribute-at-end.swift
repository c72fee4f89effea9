// An attribute with no declaration after it.
struct Model {}
@MainActor
