import Foundation
import WidgetLanguage

/// Foundation's global constants, written bare as Swift code does (`userInfo: [NSLocalizedDescriptionKey: message]`,
/// `2 * NSEC_PER_SEC`, `M_PI`): the statics of the module itself, so `Foundation.NSLocalizedDescriptionKey` is the same
/// name. The checker binds a bare name the program does not declare to them (`NameBinding.builtinStatic`).
enum FoundationConstants {
    static let typeName = "Foundation"

    /// The keys of an error's `userInfo`, with the texts Foundation gives them.
    static let errorKeys: [(String, String)] = [
        ("NSLocalizedDescriptionKey", "NSLocalizedDescription"), ("NSLocalizedFailureReasonErrorKey", "NSLocalizedFailureReason"),
        ("NSLocalizedRecoverySuggestionErrorKey", "NSLocalizedRecoverySuggestion"), ("NSLocalizedRecoveryOptionsErrorKey", "NSLocalizedRecoveryOptions"),
        ("NSDebugDescriptionErrorKey", "NSDebugDescription"), ("NSUnderlyingErrorKey", "NSUnderlyingError"), ("NSURLErrorKey", "NSURL"),
        ("NSFilePathErrorKey", "NSFilePath"), ("NSHelpAnchorErrorKey", "NSHelpAnchor"), ("NSStringEncodingErrorKey", "NSStringEncodingErrorKey"),
        ("NSURLErrorFailingURLErrorKey", "NSErrorFailingURLKey"), ("NSURLErrorFailingURLStringErrorKey", "NSErrorFailingURLStringKey"),
        ("NSCocoaErrorDomain", "NSCocoaErrorDomain"), ("NSURLErrorDomain", "NSURLErrorDomain"), ("NSPOSIXErrorDomain", "NSPOSIXErrorDomain"),
    ]

    /// Dispatch's units of time, in `UInt64` as Swift has them.
    static let timeUnits: [(String, UInt64)] = [
        ("NSEC_PER_SEC", 1_000_000_000), ("NSEC_PER_MSEC", 1_000_000), ("NSEC_PER_USEC", 1_000), ("USEC_PER_SEC", 1_000_000),
    ]

    /// The keys and reasons of `NSUbiquitousKeyValueStore.didChangeExternallyNotification`'s `userInfo`, as Foundation has them.
    static let iCloudStoreKeys: [(String, String)] = [
        ("NSUbiquitousKeyValueStoreChangeReasonKey", "NSUbiquitousKeyValueStoreChangeReasonKey"),
        ("NSUbiquitousKeyValueStoreChangedKeysKey", "NSUbiquitousKeyValueStoreChangedKeysKey"),
    ]
    static let iCloudStoreReasons: [(String, Int)] = [
        ("NSUbiquitousKeyValueStoreServerChange", 0), ("NSUbiquitousKeyValueStoreInitialSyncChange", 1),
        ("NSUbiquitousKeyValueStoreQuotaViolationChange", 2), ("NSUbiquitousKeyValueStoreAccountChange", 3),
    ]

    static let numbers: [(String, Double)] = [
        ("M_PI", Double.pi), ("M_PI_2", Double.pi / 2), ("M_PI_4", Double.pi / 4), ("M_E", M_E), ("M_SQRT2", 2.0.squareRoot()),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let module = BuiltinType(typeName, instance: .named(typeName)) { _ in .type(typeName) }
        module.sampleSource = "Foundation.self"
        for (name, text) in errorKeys {
            module.add(.init(name, .staticProperty, result: .string) { _, _, _, _ in .string(text) })
        }
        for (name, text) in iCloudStoreKeys {
            module.add(.init(name, .staticProperty, result: .string) { _, _, _, _ in .string(text) })
        }
        for (name, reason) in iCloudStoreReasons {
            module.add(.init(name, .staticProperty, result: .int) { _, _, _, _ in .int(reason) })
        }
        for (name, nanoseconds) in timeUnits {
            module.add(.init(name, .staticProperty, result: .int) { _, _, _, _ in .integer(nanoseconds, .uint64) })
        }
        for (name, number) in numbers {
            module.add(.init(name, .staticProperty, result: .double) { _, _, _, _ in .double(number) })
        }
        // What Foundation's searches give for "not found" (an `NSRange`'s location, an index).
        module.add(.init("NSNotFound", .staticProperty, result: .int) { _, _, _, _ in .int(NSNotFound) })
        registry.register(type: module, byInstance: false)
    }

    /// Whether a bare name is one of these constants.
    static func isConstant(_ name: String, in registry: BuiltinRegistry) -> Bool {
        registry.types[typeName]?.statics[name] != nil
    }
}
