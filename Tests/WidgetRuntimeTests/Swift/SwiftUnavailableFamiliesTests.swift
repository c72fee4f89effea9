import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Apple APIs without a local equivalent, used in a `.swift` file: one located error that names the
/// API and its framework and says what to use instead — never "unknown name".
@Suite struct SwiftUnavailableFamiliesTests {
    static func firstError(_ statement: String) throws -> Diagnostic {
        let source = """
            import Foundation

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
        ("let name: CFString = \"x\" as CFString", "Core Foundation ('CFString') is not available in Widgetry; use Swift's String"),
        ("let category = UNNotificationCategory(identifier: \"c\", actions: [], intentIdentifiers: [])",
         "UserNotifications ('UNNotificationCategory') is not available in Widgetry; a terminal shows no notification"),
        ("let detector = try? NSDataDetector(types: 0)",
         "Foundation's NSDataDetector ('NSDataDetector') is not available in Widgetry; use NSRegularExpression or Swift's Regex"),
        ("let filter = NSPredicate(format: \"done == NO\")",
         "Foundation's Objective-C predicate API ('NSPredicate') is not available in Widgetry; filter and sort with Swift closures"),
        ("let data = try? NSKeyedArchiver.archivedData(withRootObject: 1, requiringSecureCoding: false)",
         "Foundation's archiving API ('NSKeyedArchiver') is not available in Widgetry; make the type Codable"),
        ("let main = Thread.isMainThread", "Foundation's thread and file handle API ('Thread') is not available in Widgetry; a widget's code runs in order"),
    ])
    func anUnavailableAPINamesItsFramework(_ statement: String, _ message: String) throws {
        let error = try Self.firstError(statement)
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.range.start.line == 4, "\(error.range.start.line)")
    }
}
