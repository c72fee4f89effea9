#if os(macOS)
import AppKit
func platformName() -> String {
    #if arch(x86_64)
    return "Intel Mac"
    #else
    return "Apple silicon Mac"
    #endif
}
#elseif os(watchOS)
func platformName() -> String { ["watch"].joined(separator: ", ") }
#else
func platformName() -> String { "iOS" }
#endif
struct Settings {
    #if targetEnvironment(simulator)
    var endpoint = URL(string: "http://localhost")
    #endif
    var retries = 3
}
