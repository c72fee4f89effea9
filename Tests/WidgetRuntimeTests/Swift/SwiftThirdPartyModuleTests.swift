import Testing
@testable import WidgetLanguage
@testable import WidgetRuntime

/// A name from a package Widgetry does not provide is one located error per use that
/// names the module, not a bare "unknown name".
@Suite struct SwiftThirdPartyModuleTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import AcmeNetworking
    import struct Charts2.BarMark

    struct E: TimelineEntry { let date: Date }

    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let json = AcmeClient.shared
            completion(Timeline(entries: [E(date: Date())], policy: .never))
        }
    }

    struct W: Widget {
        let kind = "W"
        var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { e in Text("x") } }
    }
    """

    @Test func anUnknownNameInAFileImportingAPackageNamesThePackage() {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.source)).diagnostics
        let located = diagnostics.map { "\($0.severity) \($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(located.filter { $0.hasPrefix("error") } == [
            "error 12:20: unknown name 'AcmeClient'; it may come from 'AcmeNetworking' or 'Charts2', which are not available in Widgetry",
        ])
        #expect(located.filter { $0.hasPrefix("warning") }.count == 2, "each import is a warning: \(located)")
    }

    /// `Activity` in a file that imports a package and not ActivityKit is the package's, as Swift resolves it: the
    /// message names the package, not ActivityKit; with `import ActivityKit` it is ActivityKit's.
    @Test func aNameOfAFrameworkTheFileDoesNotImportNamesThePackage() {
        let source = Self.source.replacingOccurrences(of: "let json = AcmeClient.shared", with: "let activity: Activity? = nil")
        #expect(source != Self.source)
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["'Activity' is not ActivityKit's here (the file does not import ActivityKit); it may come from 'AcmeNetworking' or 'Charts2', which are not available in Widgetry"],
                "\(errors)")
        let imported = WidgetCompiler.compile(SourceFile(path: "W.swift", text: "import ActivityKit\n" + source)).diagnostics
            .filter { $0.severity == .error }.map(\.message)
        #expect(imported.count == 1 && imported[0].hasPrefix("ActivityKit's Activity API ('Activity') is not available in Widgetry"), "\(imported)")
    }

    @Test func anUnknownNameNamesThePackagesItsOwnFileImportsAndNoneOfApplesFrameworks() {
        // Two files of one module: the name is used in the file importing AcmeCharts and AppKit, not AcmeNetworking.
        let first = """
        import SwiftUI
        import AcmeNetworking
        struct Fetcher { let base = "x" }
        """
        let second = """
        import SwiftUI
        import AppKit
        import AcmeCharts
        import CryptoKit
        func chart() -> Int { ChartModel.count }
        """
        let module = SourceFile.module(path: "Module", files: [("Fetch.swift", first), ("Chart.swift", second)])
        let errors = WidgetCompiler.compile(module).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["unknown name 'ChartModel'; it may come from 'AcmeCharts', which is not available in Widgetry"], "\(errors)")
    }

    @Test func theUnavailableImportsOfAFile() {
        #expect(SwiftModules.unavailableImports(in: SourceFile(path: "W.swift", text: Self.source)) == ["AcmeNetworking", "Charts2"])
        #expect(SwiftModules.unavailableImports(in: SourceFile(path: "W.widget", text: Self.source)).isEmpty)
    }

    /// A file importing several modules Widgetry does not provide: each unknown name names the one
    /// module that declares it (a framework whose names are known), UIKit's names say UIKit, a
    /// name no framework declares names the packages, and a framework's name that no import brings
    /// (StoreKit's `Product`) names nothing. (UserNotifications' center is provided: no error.)
    static let manyModules = """
    import SwiftUI
    import WidgetKit
    import CoreLocation
    import Charts
    import UserNotifications
    import AcmeKit

    struct E: TimelineEntry { let date: Date }

    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let center = UNUserNotificationCenter.current()
            let place: CLPlacemark? = nil
            let client = AcmeClient()
            let metrics = UIFontMetrics.default
            let product = Product.self
            completion(Timeline(entries: [E(date: Date())], policy: .never))
        }
    }

    struct V: View {
        var body: some View { Chart { BarMark(x: .value("a", 1), y: .value("b", 2)); BarPlot(angle: .value("a", 1)) } }
    }

    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { _ in V() } }
    }
    """

    /// A member a package's extension adds to a type Widgetry provides (`Color(designSystemColor:)`, `Date().startOfWeek`):
    /// the message names the imported packages it may come from.
    @Test func anUnknownMemberOfAProvidedTypeNamesTheImportedPackages() {
        let source = """
        import SwiftUI
        import DesignKit

        func tint() -> Color { Color(designSystemColor: .accent) }
        func monday() -> Date { Date().startOfWeek }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "D.swift", text: source)).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 2 && errors.allSatisfy { $0.contains("; it may come from an extension in 'DesignKit', which is not available in Widgetry") },
                "\(errors)")
        #expect(errors.first?.hasPrefix("'Color' has no argument 'designSystemColor:'; it may come from") == true, "\(errors)")
    }

    /// A modifier a package's extension of `View` adds (`.fontSize(300)`): the message names the imported packages.
    @Test func anUnknownModifierNamesTheImportedPackages() {
        let source = """
        import SwiftUI
        import ScreenKit

        struct Big: View {
            var body: some View { Text("90%").fontSize(300) }
        }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "B.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("5:39: unknown modifier '.fontSize'; it may come from an extension in 'ScreenKit', which is not available in Widgetry") == true,
                "\(errors)")
    }

    /// A package's modifier used in a file that does not import it, where another file of the module does (an extension's
    /// members are seen module-wide), and a package re-exported by `@_exported import` in another file: both named. They
    /// were "unknown modifier '.fontSize'" and "unknown name 'Defaults'", naming no module.
    @Test func packagesImportedInAnotherFileOrReexportedAreNamed() {
        let bundle = """
        import SwiftUI
        import ScreenKit
        @_exported import Defaults
        """
        let view = """
        import SwiftUI
        struct Big: View {
            var body: some View { Text(Defaults[.title]).fontSize(300) }
        }
        """
        let module = SourceFile.module(path: "Module", files: [("Bundle.swift", bundle), ("Big.swift", view)])
        let errors = WidgetCompiler.compile(module).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.hasPrefix("unknown name 'Defaults'; it may come from 'Defaults', which is not available in Widgetry") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("unknown modifier '.fontSize'; it may come from an extension in 'Defaults' or 'ScreenKit', which are not available") }, "\(errors)")
    }

    /// `@Injected(\.network) var network: Network`, a package's property wrapper: one error at the attribute naming the
    /// imported packages, and no "missing argument" where the type is made (the wrapper makes the value, not the caller).
    @Test func aPackagesPropertyWrapperIsNamedOnceNotAsAMissingArgument() {
        let source = """
        import SwiftUI
        import Factory

        struct Loader {
            @Injected(\\.session) private var session: Int
            var name = "feed"
        }

        func make() -> Loader { Loader() }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "L.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors == ["5:5: unknown property wrapper '@Injected'; it may come from 'Factory', which is not available in Widgetry"], "\(errors)")
    }

    /// `@Dependency(\.environment) var environment` in a function body, with neither a type nor a value (the package's
    /// wrapper gives both): read as swiftc reads it, and named as the package's wrapper (was "needs a type or a value").
    @Test func aPackagesWrapperOnALocalVariableIsNamed() {
        let source = """
        import Dependencies

        var current: Int {
            @Dependency(\\.environment) var environment
            return environment
        }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "E.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors == ["4:5: unknown property wrapper '@Dependency'; it may come from 'Dependencies', which is not available in Widgetry"], "\(errors)")
    }

    /// `/AppAction.milestone`, a package's prefix operator (a case path): read as swiftc reads it, and named as the package's.
    @Test func aPackagesPrefixOperatorIsReadAndNamed() {
        let source = "import ComposableArchitecture\nenum AppAction { case milestone(Int) }\nfunc scope(action: Any) {}\nfunc run() { scope(action: /AppAction.milestone) }\n"
        let errors = WidgetCompiler.compile(SourceFile(path: "T.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors == ["4:28: unknown prefix operator '/'; it may come from 'ComposableArchitecture', which is not available in Widgetry"], "\(errors)")
    }

    @Test func anUnknownNameNamesOnlyTheModuleThatDeclaresIt() {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "M.swift", text: Self.manyModules)).diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors == [
            "15:20: Core Location's location services ('CLPlacemark') is not available in Widgetry; make the place a parameter of the widget's configuration intent (CLLocationCoordinate2D and CLLocation values are available)",
            "16:22: unknown type or view 'AcmeClient'; it may come from 'AcmeKit', which is not available in Widgetry",
            "17:23: UIKit ('UIFontMetrics') is not available in Widgetry; a widget draws with SwiftUI: use Color, Font and the environment (\\.widgetFamily, \\.colorScheme); UIImage(data:), UIImage(named:), UIColor, UIFont, UIScreen.main, UIDevice.current and the haptic generators (which do nothing) are available",
            "18:23: unknown name 'Product'",
            "24:82: Charts ('BarPlot') is not available in Widgetry; of Charts, Widgetry draws Chart with its bar, line, area, point, rule, rectangle and sector marks",
        ], "\(errors)")
    }

    @Test func aFrameworkThatReexportsAnotherNamesTheOneThatDeclares() {
        #expect(SwiftModules.hint(forUnknown: "CLPlacemark", importing: ["MapKit"]) == "; it comes from 'CoreLocation', which is not available in Widgetry")
        #expect(SwiftModules.hint(forUnknown: "MKMapItem", importing: ["MapKit", "Charts", "Acme"]) == "; it comes from 'MapKit', which is not available in Widgetry")
        #expect(SwiftModules.hint(forUnknown: "Missing", importing: ["MapKit", "Charts"]) == nil, "no known framework declares it and no package is imported")
        #expect(SwiftModules.hint(forUnknown: "Missing", importing: ["MapKit", "Acme", "Beta"]) == "; it may come from 'Acme' or 'Beta', which are not available in Widgetry")
        #expect(SwiftModules.unknownName(in: "unknown name 'changed(_:)'", after: "unknown name '") == "changed")
    }

    /// The Intents extension template's messaging handler, added to a widget target: SiriKit messaging is
    /// named as not available, with what to use, not as unknown names.
    @Test func siriMessagingIntentsAreNamedAsNotAvailable() {
        let source = """
        import Intents
        class IntentHandler: INExtension {
            func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {}
        }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "IntentHandler.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.first.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
                == "3:40: SiriKit messaging ('INSendMessageIntent') is not available in Widgetry; Siri's messaging is an Intents extension's, "
                   + "not a widget's; a widget is configured by a WidgetConfigurationIntent", "\(errors.map(\.message))")
    }
    /// A name of an Apple framework Widgetry does not provide, imported by the file, is "not available", saying what to use
    /// instead (it was "unknown type 'WCSession'; it comes from 'WatchConnectivity', …").
    @Test func aNameOfAnImportedAppleFrameworkIsNotAvailable() {
        let source = """
        import WatchConnectivity
        import Network
        import Security

        func reachable() -> Bool { WCSession.default.isReachable }
        let monitor = NWPathMonitor()
        func check(_ trust: SecTrust) -> Bool { SecTrustGetCertificateCount(trust) > 0 }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "A.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors.contains("5:28: WatchConnectivity ('WCSession') is not available in Widgetry; share the data through UserDefaults(suiteName:) or the widget's store; a widget talks to no paired device"), "\(errors)")
        #expect(errors.contains { $0.hasPrefix("6:15: Network ('NWPathMonitor') is not available in Widgetry; make the request with URLSession") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("7:21: Security ('SecTrust') is not available in Widgetry;") }, "\(errors)")
        #expect(!errors.contains { $0.contains("unknown") }, "\(errors)")
    }

    /// A call of a built-in's name that fits none of its forms, in a file importing a package: the package's type of that
    /// name may be meant (`Table("users")` of SQLite.swift is no SwiftUI `Table`).
    @Test func aBuiltinsNameCalledAsAPackagesTypeNamesThePackage() {
        let source = """
        import SQLite

        let users = Table("users")
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "A.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors.contains { $0.hasPrefix("3:13: 'Table' ") && $0.contains("; a 'Table' of 'SQLite', which is not available in Widgetry, may be meant") },
                "\(errors)")
        #expect(SwiftModules.builtinCallName(in: "missing argument 'x:' in call to 'Gauge'; it takes Gauge(value:)") == "Gauge")
        #expect(SwiftModules.builtinCallName(in: "no form of 'Table' takes the arguments (_:); use Table { … }") == "Table")
    }

    /// Screen Time's frameworks name their types without a prefix (`AuthorizationStatus`): where the file imports them, the
    /// name is theirs.
    @Test func screenTimeNamesAreNotAvailable() {
        let source = """
        import FamilyControls
        import DeviceActivity

        final class Guard {
            var status: AuthorizationStatus = .notDetermined
            let center = DeviceActivityCenter()
        }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "A.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors.contains { $0.hasPrefix("5:17: Screen Time ('AuthorizationStatus') is not available in Widgetry; keep what the widget shows in UserDefaults(suiteName:)") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("6:18: Screen Time ('DeviceActivityCenter') is not available in Widgetry;") }, "\(errors)")
        #expect(!errors.contains { $0.contains("unknown") }, "\(errors)")
    }

    /// A name of an Apple framework the file does not import is "not available" too: Apple's frameworks bring each other's
    /// names (`import Intents` brings `CLHeading`; Foundation, the Security framework's). A name the lists lack is known by
    /// its framework's prefix (`CKQueryNotification`); a name with no framework's prefix stays unknown.
    @Test func aNameOfAnAppleFrameworkNotImportedIsNotAvailable() {
        let source = """
        import Foundation
        import Intents

        struct Probe {
            var heading: CLHeading?
            func text(_ status: OSStatus) -> String { SecCopyErrorMessageString(status, nil) as String? ?? "" }
            func reason(_ n: CKQueryNotification) {}
            let cli: CLIThing
            let lower: CLamp
        }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "F.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors.contains { $0.hasPrefix("5:18: Core Location's location services ('CLHeading') is not available in Widgetry;") }, "\(errors)")
        // (`OSStatus`, which Foundation brings on Apple's systems, is the Keychain's status: named so wherever it is written.)
        #expect(errors.contains { $0.hasPrefix("6:25: the Keychain ('OSStatus') is not available in Widgetry;") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("6:47: Security ('SecCopyErrorMessageString') is not available in Widgetry;") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("7:22: CloudKit ('CKQueryNotification') is not available in Widgetry; keep the data") }, "\(errors)")
        #expect(errors.contains("8:14: unknown type 'CLIThing'"), "\(errors)")
        #expect(errors.contains("9:16: unknown type 'CLamp'"), "\(errors)")
    }

    /// Core Graphics' paths and gradients and AppKit's names come with SwiftUI, imported or not: "not available", saying
    /// what to use instead (they were "unknown type 'CGPath'; did you mean 'Path'?", "unknown name 'NSFont'"). (Its
    /// geometry and `CGAffineTransform` are provided: `SwiftAffineTransformTests`.)
    @Test func coreGraphicsAndAppKitNamesAreNotAvailable() {
        let source = """
        import SwiftUI

        func outline(_ rect: CGRect) -> CGPath { CGMutablePath() }
        func shade() -> CGGradient? { nil }
        let title = NSFont.systemFont(ofSize: 12)
        let corner = CGPoint(x: 1, y: 2)
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "A.swift", text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors.contains("3:33: CoreGraphics ('CGPath') is not available in Widgetry; draw with SwiftUI's Path (move(to:), addLine(to:), "
                                + "addArc, addCurve), its Shapes, and the offset, rotationEffect and scaleEffect modifiers"), "\(errors)")
        #expect(errors.contains { $0.hasPrefix("3:42: CoreGraphics ('CGMutablePath') is not available in Widgetry;") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("4:17: CoreGraphics ('CGGradient') is not available in Widgetry;") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("5:13: AppKit ('NSFont') is not available in Widgetry; a widget draws with SwiftUI") }, "\(errors)")
        #expect(!errors.contains { $0.contains("unknown") || $0.contains("CGPoint") }, "\(errors)")
    }
}
