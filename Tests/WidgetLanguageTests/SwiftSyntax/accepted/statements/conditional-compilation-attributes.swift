#if canImport(SwiftData)
@available(iOS 17, *)
#endif
struct Stored {}
struct Screen {
    #if os(iOS)
    @available(iOS 16, *)
    #endif
    func show() {}
}
