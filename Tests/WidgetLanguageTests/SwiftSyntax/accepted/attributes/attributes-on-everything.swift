@MainActor
@available(iOS 17, *)
public final class Annotated {
    @Published @MainActor public var value: Int = 0
    @available(*, deprecated) @discardableResult public func run() -> Bool { true }
    @objc @MainActor private func hidden() {}
    @MainActor init() {}
    @MainActor deinit {}
    @available(iOS 18, *) @MainActor subscript(i: Int) -> Int { i }
    @MainActor static var shared = Annotated()
}
@frozen @usableFromInline enum E { @available(*, deprecated) case old; case new }
