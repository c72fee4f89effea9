import SwiftUI
struct Feature {
    @available(iOS 18.0, *)
    var newThing: Int { 1 }
    @available(iOS, introduced: 15.0, deprecated: 17.0, message: "Use newThing")
    func oldThing() {}
    @available(*, deprecated, renamed: "newThing")
    var legacy: Int { 0 }
    @available(*, unavailable)
    init(never: Int) {}
    @available(macOS, unavailable)
    @available(iOS 16, macOS 13, watchOS 9, tvOS 16, visionOS 1, *)
    static func modern() {}
    @available(swift, obsoleted: 5.0)
    func gone() {}
    @available(iOSApplicationExtension, unavailable)
    func appOnly() {}
    @available(*, noasync)
    func blocking() {}
    @backDeployed(before: iOS 18)
    public func shim() {}
}
@available(iOS 17.0, *)
extension Feature {
    @available(iOS 18.0, *) func newer() {}
}
