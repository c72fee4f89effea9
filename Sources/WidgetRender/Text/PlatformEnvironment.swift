#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one environment variable without Foundation (the renderer has no dependencies).
enum PlatformEnvironment {
    static func value(of name: String) -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
        #else
        return nil
        #endif
    }
}
