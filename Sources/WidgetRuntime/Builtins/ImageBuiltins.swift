/// Images with pixels: `Image(uiImage:)` beside `Image(systemName:)` and
/// `Image("name")`, and UIKit's `UIImage(data:)` / `UIImage(named:)` — the
/// one corner of UIKit widgets use (both nil when there is no image, as in UIKit).
enum ImageBuiltins {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(view: .init("Image", ["systemName", "_", "uiImage"], result: .image))
        registry.register(function: .init("UIImage", ["data", "named"], result: .optional(.image)))
    }
}
