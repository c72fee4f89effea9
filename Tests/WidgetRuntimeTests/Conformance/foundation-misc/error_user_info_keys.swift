import Foundation

// Foundation's keys of an error's userInfo, and the description an NSError gives from them.
func run() {
    print(NSLocalizedDescriptionKey, NSLocalizedFailureReasonErrorKey, NSLocalizedRecoverySuggestionErrorKey)
    print(NSDebugDescriptionErrorKey, NSUnderlyingErrorKey, NSURLErrorKey, NSFilePathErrorKey)
    print(NSURLErrorFailingURLErrorKey, NSURLErrorFailingURLStringErrorKey)
    let described = NSError(domain: "ApiServiceDomain", code: 99, userInfo: [NSLocalizedDescriptionKey: "The server is busy"])
    print(described.localizedDescription, described.code, described.domain)
    print(described.userInfo[NSLocalizedDescriptionKey] as? String ?? "none")
    let reason = NSError(domain: "D", code: 1, userInfo: [NSLocalizedFailureReasonErrorKey: "it broke"])
    print(reason.localizedFailureReason ?? "none", reason.localizedRecoverySuggestion ?? "none")
}
