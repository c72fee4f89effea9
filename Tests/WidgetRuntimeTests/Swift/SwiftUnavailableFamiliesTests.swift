import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Apple APIs without a local equivalent, used in a `.swift` file: one located error that names the
/// API and its framework and says what to use instead — never "unknown name".
@Suite struct SwiftUnavailableFamiliesTests {
    static func firstError(_ statement: String, importing module: String = "Foundation") throws -> Diagnostic {
        let source = """
            import \(module)

            func speak() {
                \(statement)
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "Speak.swift", text: source))
        return try #require(result.diagnostics.first { $0.severity == .error })
    }

    @Test(arguments: [
        ("let synthesizer = AVSpeechSynthesizer()", "AVFoundation ('AVSpeechSynthesizer') is not available in Widgetry; a widget plays no sound"),
        ("let key = kCGImagePropertyOrientation", "ImageIO ('kCGImagePropertyOrientation') is not available in Widgetry; load the picture"),
        ("let bytes: CFData = Data() as CFData", "Core Foundation ('CFData') is not available in Widgetry; use Swift's String"),
        ("let category = UNNotificationCategory(identifier: \"c\", actions: [], intentIdentifiers: [])",
         "UserNotifications ('UNNotificationCategory') is not available in Widgetry; a terminal shows no notification"),
        ("let detector = try? NSDataDetector(types: 0)",
         "Foundation's NSDataDetector ('NSDataDetector') is not available in Widgetry; use NSRegularExpression or Swift's Regex"),
        ("let filter = NSPredicate(format: \"done == NO\")",
         "Foundation's Objective-C predicate API ('NSPredicate') is not available in Widgetry; filter and sort with Swift closures"),
        ("let data = try? NSKeyedArchiver.archivedData(withRootObject: 1, requiringSecureCoding: false)",
         "Foundation's archiving API ('NSKeyedArchiver') is not available in Widgetry; make the type Codable"),
        ("let main = Thread.isMainThread", "Foundation's thread and file handle API ('Thread') is not available in Widgetry; a widget's code runs in order"),
        ("let parser = XMLParser(data: Data())", "Foundation's XML parser ('XMLParser') is not available in Widgetry; decode JSON with JSONDecoder"),
        ("let space = CGColorSpaceCreateDeviceRGB()",
         "Core Graphics' bitmap image API ('CGColorSpaceCreateDeviceRGB') is not available in Widgetry; draw with SwiftUI's views"),
        ("let token = FileManager.default.ubiquityIdentityToken",
         "iCloud's account ('FileManager.ubiquityIdentityToken') is not available in Widgetry; keep what the widget shows in UserDefaults(suiteName:)"),
    ])
    func anUnavailableAPINamesItsFramework(_ statement: String, _ message: String) throws {
        let error = try Self.firstError(statement)
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.range.start.line == 4, "\(error.range.start.line)")
    }

    @Test(arguments: [
        ("CryptoKit", "let key = SymmetricKey(size: .bits256)", "CryptoKit ('SymmetricKey') is not available in Widgetry; Widgetry computes CryptoKit's hashes"),
        ("CryptoKit", "let code = HMAC<SHA256>.authenticationCode(for: Data(), using: key)", "CryptoKit ('HMAC') is not available in Widgetry"),
        ("WatchKit", "WKExtension.shared().isApplicationRunningInDock = false", "WatchKit ('WKExtension') is not available in Widgetry; a widget runs no watch app code"),
        ("SwiftUI", "let color = Color(nsColor: .red)", "AppKit's colours ('Color(nsColor:)') is not available in Widgetry; use Color's own"),
        ("UIKit", "let size = \"x\".size(withAttributes: [:])", "UIKit's string drawing ('String.size') is not available in Widgetry; draw and measure text"),
    ])
    func anUnavailableAPIOfAnImportedFrameworkNamesIt(_ module: String, _ statement: String, _ message: String) throws {
        let error = try Self.firstError(statement, importing: module)
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.range.start.line == 4, "\(error.range.start.line)")
    }
}

extension SwiftUnavailableFamiliesTests {
    /// An intent posts a Darwin notification to tell its app: the name is made from a CFString (Swift's String, toll-free
    /// bridged), and the post reaches no one, as no other process listens in a terminal; observing one stays unavailable.
    @Test func anIntentPostsADarwinNotificationToNoOne() {
        let outcome = SwiftProgram.run(source: """
            import Foundation

            extension CFNotificationName {
                static let refreshed = CFNotificationName("example.widget.refreshed" as CFString)
            }

            func run() {
                let center = CFNotificationCenterGetDarwinNotifyCenter()
                CFNotificationCenterPostNotification(center, .refreshed, nil, nil, true)
                let name: CFString = "plain" as CFString
                print(CFNotificationName.refreshed.rawValue, (name as String).count)
            }
            """, fileName: "Post.swift")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.output == "example.widget.refreshed 5\n")
        let observing = SwiftProgram.run(source: """
            import Foundation
            func run() {
                CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), nil, nil, "x" as CFString, nil, .deliverImmediately)
            }
            """, fileName: "Observe.swift")
        #expect(observing.diagnostics.first { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }?
                    .hasPrefix("3:5: Core Foundation ('CFNotificationCenterAddObserver') is not available in Widgetry") == true,
                "\(observing.diagnostics.map(\.message))")
    }
}

extension SwiftUnavailableFamiliesTests {
    /// An initializer of AppKit is named with its label (it was "'Image' has no argument 'nsImage:'").
    @Test func anInitializerOfAnUnavailableAPIIsNamedWithItsLabel() throws {
        let image = try Self.firstError("let image = Image(nsImage: NSImage())", importing: "SwiftUI")
        #expect(image.message.hasPrefix("AppKit's images ('Image(nsImage:)') is not available in Widgetry; use Image(_:)"), "\(image.message)")
    }
}
