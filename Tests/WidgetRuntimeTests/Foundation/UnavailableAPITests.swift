import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Core Data, the Keychain, UIKit and third-party packages: one located check-time
/// error per use that names the API and what to use instead — never "unknown".
@Suite struct UnavailableAPITests {
    static func diagnostics(_ statements: String) -> [String] {
        BuiltinHarness.diagnostics(BuiltinHarness.source(statements: statements, value: "1"))
    }

    @Test func eachUseIsOneLocatedErrorNamingTheAPIAndWhatToUseInstead() {
        let found = Self.diagnostics("""
            let container = NSPersistentContainer(name: "Model")
                let query = [kSecClass: kSecClassGenericPassword]
                let status = SecItemCopyMatching(query, nil)
                let name = UIPasteboard.general.string
                let state = UIApplication.shared.applicationState
                let token = KeychainSwift().get("token")
                let code: OSStatus = 0
                let merge = NSMergeByPropertyStoreTrumpMergePolicy
            """)
        #expect(found == [
            "5:25: Core Data ('NSPersistentContainer') is not available in Widgetry; use a @Model class (SwiftData), kept in the widget's store",
            "6:18: the Keychain ('kSecClass') is not available in Widgetry; keep the value in UserDefaults(suiteName:) or a @Model class; a terminal has no keychain",
            "6:29: the Keychain ('kSecClassGenericPassword') is not available in Widgetry; keep the value in UserDefaults(suiteName:) or a @Model class; a terminal has no keychain",
            "7:18: the Keychain ('SecItemCopyMatching') is not available in Widgetry; keep the value in UserDefaults(suiteName:) or a @Model class; a terminal has no keychain",
            "8:16: UIKit ('UIPasteboard') is not available in Widgetry; a widget draws with SwiftUI: use Color, Font and the environment (\\.widgetFamily, \\.colorScheme); UIImage(data:), UIImage(named:), UIColor, UIFont, UIScreen.main, UIDevice.current and the haptic generators (which do nothing) are available",
            "9:17: UIKit ('UIApplication') is not available in Widgetry; a widget draws with SwiftUI: use Color, Font and the environment (\\.widgetFamily, \\.colorScheme); UIImage(data:), UIImage(named:), UIColor, UIFont, UIScreen.main, UIDevice.current and the haptic generators (which do nothing) are available",
            "10:17: the third-party package KeychainSwift ('KeychainSwift') is not available in Widgetry; keep the value in UserDefaults(suiteName:) or a @Model class",
            "11:15: the Keychain ('OSStatus') is not available in Widgetry; keep the value in UserDefaults(suiteName:) or a @Model class; a terminal has no keychain",
            "12:17: Core Data ('NSMergeByPropertyStoreTrumpMergePolicy') is not available in Widgetry; use a @Model class (SwiftData), kept in the widget's store",
        ], "\(found)")
    }

    /// A member of a type Widgetry has that belongs to an API it does not (`UIImage.cgImage`, `URLSession.webSocketTask`).
    /// Apple APIs that real widget code uses and Widgetry has no equivalent for: each is named, with what to use instead.
    @Test func appleAPIsWithoutAnEquivalentAreNamed() {
        let errors = SwiftWidgetDrawing.errors("""
            import SwiftUI
            func activity() -> NSUserActivity { NSUserActivity(activityType: "com.example.open") }
            func cookies(_ url: URL) -> [HTTPCookie] { HTTPCookieStorage.shared.cookies(for: url) ?? [] }
            func parts() -> NSDateComponents { NSDateComponents() }
            struct Avatar: View { let url: URL; var body: some View { AsyncImage(url: url) } }
            """, path: "A.swift")
        let activity = "Handoff and Spotlight's NSUserActivity ('NSUserActivity') is not available in Widgetry; a widget opens its app with widgetURL(_:) or Link, whose URL the app reads"
        let cookies = "is not available in Widgetry; requests carry no cookies here: send the value in a header with URLRequest.setValue(_:forHTTPHeaderField:)"
        #expect(errors == [
            "2:20: " + activity, "2:37: " + activity,
            "3:30: Foundation's cookie storage ('HTTPCookie') " + cookies, "3:44: Foundation's cookie storage ('HTTPCookieStorage') " + cookies,
            "4:17: Foundation's Objective-C calendar API ('NSDateComponents') is not available in Widgetry; use Calendar and DateComponents, which Foundation bridges to",
            "4:36: Foundation's Objective-C calendar API ('NSDateComponents') is not available in Widgetry; use Calendar and DateComponents, which Foundation bridges to",
            "5:59: SwiftUI's AsyncImage ('AsyncImage') is not available in Widgetry; a widget's view is drawn once and loads nothing: fetch the picture in the "
                + "provider with http(url).image() or URLSession and UIImage(data:), and draw it with Image(uiImage:)",
        ], "\(errors)")
    }

    @Test func membersOfAnUnavailableAPI() {
        let errors = SwiftWidgetDrawing.errors("""
            import UIKit
            func width(_ image: UIImage) -> Int { image.cgImage?.width ?? 0 }
            func listen(_ url: URL) { URLSession.shared.webSocketTask(with: url).resume() }
            """, path: "M.swift")
        #expect(errors == [
            "2:45: Core Graphics' bitmap image API ('UIImage.cgImage') is not available in Widgetry; draw with SwiftUI's views, shapes and modifiers, or give the picture as an image file (Image, UIImage(data:), UIImage(named:))",
            "3:45: a WebSocket ('URLSession.webSocketTask') is not available in Widgetry; a widget keeps no connection open: fetch what it shows with URLSession.shared.data(from:), dataTask(with:) or downloadTask(with:), or an http source",
        ], "\(errors)")
    }

    /// A member or initializer of a UIKit type that Widgetry's UIColor, UIFont or UIImage does not have is UIKit's, said
    /// so; a close name is still a typo, with its suggestion.
    @Test func uikitMembersWidgetryDoesNotHave() {
        let errors = SwiftWidgetDrawing.errors("""
            import UIKit
            func fill(_ color: UIColor) { color.setFill() }
            func font(_ size: Double) -> UIFont { UIFont(descriptor: UIFont.systemFont(ofSize: size).fontDescriptor, size: size) }
            func typo(_ size: Double) -> UIFont { UIFont.systemFnt(ofSize: size) }
            func bytes(_ image: UIImage) -> Data? { image.jpegData(compressionQuality: 0.8) }
            func bold(_ size: Double) -> UIFont { return UIFont(descriptor: UIFont.systemFont(ofSize: size).fontDescriptor, size: size) }
            extension UIImage { func redraw(_ rect: CGRect) { draw(in: rect) } }
            """, path: "K.swift")
        let uikit = "is not available in Widgetry; a widget draws with SwiftUI: use Color, Font and the environment (\\.widgetFamily, \\.colorScheme); "
            + "UIImage(data:), UIImage(named:), UIColor, UIFont, UIScreen.main, UIDevice.current and the haptic generators (which do nothing) are available"
        #expect(errors == [
            "2:37: UIKit ('UIColor.setFill') \(uikit)",
            "3:46: UIKit ('UIFont(descriptor:size:)') \(uikit)",
            "3:90: UIKit ('UIFont.fontDescriptor') \(uikit)",
            "4:46: type 'UIFont' has no method 'systemFnt'; did you mean 'systemFont'?",
            "5:47: UIKit ('UIImage.jpegData') \(uikit)",
            // (Said once: what the call would give is not known, so its use is not reported too.)
            "6:53: UIKit ('UIFont(descriptor:size:)') \(uikit)",
            "6:97: UIKit ('UIFont.fontDescriptor') \(uikit)",
            // (A method of UIKit's written bare in an extension of its type, as `self`'s.)
            "7:51: UIKit ('UIImage.draw') \(uikit)",
        ], "\(errors)")
    }

    /// A struct conforming to a UIKit protocol (`UIViewRepresentable`) is UIKit's, said once at its name; its members, which
    /// use the protocol's `Context`, are not checked one by one.
    @Test func aRepresentableOfUIKitIsNotAvailableOnce() {
        let errors = SwiftWidgetDrawing.errors("""
            import SwiftUI
            struct Blur: UIViewRepresentable {
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView() }
                func updateUIView(_ view: UIVisualEffectView, context: Context) {}
            }
            """, path: "B.swift")
        #expect(errors.count == 1 && errors[0].hasPrefix("2:8: UIKit ('UIViewRepresentable') is not available in Widgetry"), "\(errors)")
    }

    /// SwiftUI's Metal shaders (`.colorEffect(ShaderLibrary.wave(…))`): the modifier and the library are named, not
    /// "unknown modifier".
    @Test func shaderModifiersAreNamed() {
        let errors = SwiftWidgetDrawing.errors("""
            import SwiftUI
            struct Wavy: View {
                var body: some View { Color.blue.colorEffect(ShaderLibrary.wave(.float(2))) }
            }
            """, path: "S.swift")
        let advice = "is not available in Widgetry; draw with SwiftUI's shapes, gradients and modifiers (blur, saturation, colorMultiply, hueRotation); a terminal runs no GPU code"
        #expect(errors == ["3:38: SwiftUI's Metal shaders ('View.colorEffect') \(advice)", "3:50: SwiftUI's Metal shaders ('ShaderLibrary') \(advice)"],
                "\(errors)")
    }

    /// An initializer of a type Widgetry has that belongs to an API it does not (`UIImage(cgImage:)`), and C's pointers.
    @Test func initializersAndPointersOfAnUnavailableAPI() {
        let errors = SwiftWidgetDrawing.errors("""
            import UIKit
            func decode(_ data: Data) -> UIImage? { UIImage(cgImage: data) }
            func text(_ bytes: [CChar]) -> String { String(cString: bytes) }
            func pointer(_ p: OpaquePointer?) -> Bool { p == nil }
            """, path: "P.swift")
        #expect(errors == [
            "2:49: Core Graphics' bitmap image API ('UIImage(cgImage:)') is not available in Widgetry; draw with SwiftUI's views, shapes and modifiers, or give the picture as an image file (Image, UIImage(data:), UIImage(named:))",
            "3:48: Swift's interoperation with C ('String(cString:)') is not available in Widgetry; a widget's code works with Swift's values: String, Data and arrays, without pointers",
            "4:19: Swift's interoperation with C ('OpaquePointer') is not available in Widgetry; a widget's code works with Swift's values: String, Data and arrays, without pointers",
        ], "\(errors)")
    }

    /// A class whose superclass is not available (`NSManagedObject`) has that error once: its members the code reads
    /// (`objectID`, the superclass's) are not errors of their own, while a member of a class of the program's own is.
    @Test func membersOfAClassWithAnUnavailableSuperclassAreNotErrorsToo() {
        let errors = SwiftWidgetDrawing.errors("""
            import CoreData
            public class Subject: NSManagedObject {}
            class Graded: Subject {}
            struct Plain { var name = "" }
            func same(_ a: Graded, _ b: Subject) -> Bool { a.objectID == b.objectID }
            func name(_ p: Plain) -> String { p.title }
            """, path: "S.swift")
        #expect(errors == [
            "2:14: Core Data ('NSManagedObject') is not available in Widgetry; use a @Model class (SwiftData), kept in the widget's store",
            "6:37: value of type Plain has no member 'title'",
        ], "\(errors)")
    }

    /// A class Xcode generates from the target's Core Data model (`WidgetModule.projectNames`) is Core Data's: its
    /// use and its extension say so, naming the model, where a class of no model is unknown.
    @Test func aClassACoreDataModelGeneratesIsCoreDatas() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-core-data")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Places.swift").path
        try """
            import Foundation
            extension SavedLocation {
                var label: String { title ?? "" }
            }
            func first(_ places: [SavedLocation]) -> String { places.first?.label ?? "" }
            func other(_ value: Unsaved) {}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        var module = WidgetModule(path: folder.path, files: [file])
        module.projectNames = ["SavedLocation": .coreDataModel("Places.xcdatamodeld")]
        let errors = WidgetCompiler.compile(module).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        let message = "Core Data ('SavedLocation', a class Xcode generates from Places.xcdatamodeld) is not available in Widgetry; "
            + "use a @Model class (SwiftData), kept in the widget's store"
        #expect(errors == ["2:11: \(message)", "5:23: \(message)", "6:21: unknown type 'Unsaved'"], "\(errors)")
    }

    @Test func inATypeAndInAViewToo() {
        let source = """
            struct Item { var object: NSManagedObject? }
            entry E { var v: String }
            provider P {
                placeholder { E(v: "") }
                timeline { return Timeline(entries: [E(v: "")], policy: .never) }
            }
            widget W {
                families: [.systemSmall]
                provider: P
                body(entry) { Text(UIApplication.shared.applicationState) }
            }
            """
        #expect(BuiltinHarness.diagnostics(source) == [
            "1:27: Core Data ('NSManagedObject') is not available in Widgetry; use a @Model class (SwiftData), kept in the widget's store",
            "10:24: UIKit ('UIApplication') is not available in Widgetry; a widget draws with SwiftUI: use Color, Font and the environment (\\.widgetFamily, \\.colorScheme); UIImage(data:), UIImage(named:), UIColor, UIFont, UIScreen.main, UIDevice.current and the haptic generators (which do nothing) are available",
        ])
    }

    @Test func theFileOwnNamesWinAndModulesHaveMessages() {
        let source = """
            struct JSON { var text: String }
            entry E { var v: String }
            provider P {
                placeholder { E(v: "") }
                timeline { return Timeline(entries: [E(v: JSON(text: "a").text)], policy: .never) }
            }
            widget W {
                families: [.systemSmall]
                provider: P
                body(entry) { Text(entry.v) }
            }
            """
        #expect(BuiltinHarness.diagnostics(source) == [])
        #expect(UnavailableAPIs.message(forModule: "KeychainSwift")
                == "the third-party package KeychainSwift is not available in Widgetry; keep the value in UserDefaults(suiteName:) or a @Model class")
        #expect(UnavailableAPIs.message(forModule: "CoreData")
                == "Core Data (module CoreData) is not available in Widgetry; use a @Model class (SwiftData), kept in the widget's store")
        #expect(UnavailableAPIs.message(forModule: "WidgetKit") == nil)
    }
}
