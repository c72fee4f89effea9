/// The modules a Swift widget may import. Widgetry provides the parts of them
/// that widget code uses (see docs/apple-api.md); importing any other module is
/// a warning, and its names are unknown where used.
public enum SwiftModules {
    static let provided: Set<String> = [
        "Foundation", "SwiftUI", "WidgetKit", "AppIntents", "SwiftData", "OSLog", "os", "os.log",
        "Combine", "UIKit", "ActivityKit", "Intents", "CoreGraphics", "Observation", "Swift", "_Concurrency", "Dispatch", "Charts",
        "UniformTypeIdentifiers", "UserNotifications",
        // A watch widget's Smart Stack relevance (`RelevantContext`), made and kept (`WidgetKitRelevanceContexts`).
        "RelevanceKit",
        // Foundation's parts as Linux and newer toolchains split it: URLSession's and the value types' modules.
        "FoundationNetworking", "FoundationEssentials",
    ]

    /// The modules compiled into the module being compiled (a project target's local packages and
    /// framework targets): importing one of them is importing the module itself.
    @TaskLocal public static var included: Set<String> = []

    /// The module each file of a framework target compiled into the module belongs to, by the file's path as the
    /// module names it: its top-level types that another module's types also name are its own (`SwiftModuleNames`).
    @TaskLocal public static var fileModules: [String: String] = [:]

    /// The modules of `fileModules` that are local packages' targets: their types are renamed only where the target's own
    /// code or another module declares the name too, not where SwiftUI has it (their files import what they use).
    @TaskLocal public static var packageModules: Set<String> = []

    /// The views and types the frameworks provide (from the table of built-ins), set while a module
    /// is parsed: a type nested in another that has one of these names keeps its owner's name
    /// (`WidgetConstants.Grid`), so that `Grid` outside its owner is SwiftUI's, as in Swift.
    @TaskLocal public static var frameworkTypeNames: Set<String> = []

    /// The standard library's generic types whose statics the program's extensions may add (`Array<Step>.mock`).
    public static let standardGenericTypes: Set<String> = ["Array", "Dictionary", "Set", "Optional"]

    public static func isProvided(_ name: String) -> Bool { provided.contains(name) || included.contains(name) }

    /// Modules of Apple's SDKs besides those Widgetry provides: an unknown name is not said to "may come from"
    /// one of them (their names are Apple's, prefixed: `AVPlayer`, `CKRecord`), where it may from a package.
    static let appleFrameworks: Set<String> = [
        "Accelerate", "Accessibility", "AppKit", "ARKit", "AudioToolbox", "AuthenticationServices", "AVFoundation", "AVKit",
        "BackgroundTasks", "CarPlay", "ClockKit", "CloudKit", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth",
        "CoreData", "CoreFoundation", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMedia", "CoreMotion", "CoreNFC",
        "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CryptoKit", "Darwin",
        "DeviceActivity", "EventKit", "EventKitUI", "ExtensionKit", "FamilyControls", "GameKit", "GameplayKit", "HealthKit",
        "ImageIO", "LinkPresentation", "LocalAuthentication", "ManagedSettings", "MapKit", "MediaPlayer", "MessageUI", "Metal",
        "MetalKit", "MobileCoreServices", "MusicKit", "NaturalLanguage", "Network", "NotificationCenter", "PassKit", "PDFKit",
        "Photos", "PhotosUI", "QuartzCore", "QuickLook", "RealityKit", "RegexBuilder", "SafariServices", "SceneKit", "Security",
        "SpriteKit", "StoreKit", "Synchronization", "SystemConfiguration", "TipKit", "UniformTypeIdentifiers",
        "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WebKit", "XCTest",
    ]

    /// A name qualified by a provided module, as a conformance may be written
    /// (`struct WidgetBundle: SwiftUI.WidgetBundle`), or by a module compiled into this one (`extension
    /// Models.Visibility` of a local package's type), without the module: `WidgetBundle`, `Visibility`.
    /// Other names are returned as they are.
    public static func unqualified(_ name: String) -> String {
        guard let dot = name.firstIndex(of: "."), isProvided(String(name[..<dot])) else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The modules a Swift file or module imports that Widgetry does not provide
    /// (`import Kingfisher`), in the order first imported.
    public static func unavailableImports(in file: SourceFile) -> [String] {
        guard file.isSwift else { return [] }
        return unavailableImports(inText: Substring(file.text))
    }

    /// The modules one Swift text imports that Widgetry does not provide, in the order first imported (only those it
    /// re-exports with `@_exported import` when `exportedOnly`).
    static func unavailableImports(inText text: Substring, exportedOnly: Bool = false) -> [String] {
        importedModules(inText: text, exportedOnly: exportedOnly).filter { !isProvided($0.module) && !isProvided($0.path) }.map(\.module)
    }

    /// Every module one Swift text imports, in the order first imported, with the path its `import` names.
    static func importedModules(inText text: Substring, exportedOnly: Bool = false) -> [(module: String, path: String)] {
        var modules: [(module: String, path: String)] = []
        for line in text.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if exportedOnly, words.first != "@_exported" { continue }
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            // `import struct Kingfisher.KFImage`: the module is the first part of the last word.
            let path = words.count >= 3 ? words[2] : words[1]
            let module = String(path.split(separator: ".").first ?? Substring(path))
            if !modules.contains(where: { $0.module == module }) { modules.append((module, path)) }
        }
        return modules
    }

    /// `Swift.` of `extension Swift.Dictionary`, kept where the module declares its own `Dictionary` (`SwiftLowering.collect`).
    public static let standardLibraryQualifier = "Swift."

    /// "unknown name/type/function 'X'" in a Swift file names the module `X` comes from: an imported
    /// framework Widgetry does not provide that declares `X` (`FrameworkDeclarations`), or UIKit, which
    /// it provides only in part; when no known framework declares `X`, the imported modules whose
    /// contents are not known (third-party packages) are named as where it may come from.
    public static func namingUnavailableModules(_ diagnostics: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
        guard file.isSwift, diagnostics.hasErrors else { return diagnostics }
        // The imports of the file a diagnostic is in (a module of several files is one text of parts), and the packages a
        // package compiled into the module re-exports (`@_exported import Defaults` in a local package's file: its names are
        // seen wherever that package is imported).
        var importsByPart: [Int: [String]] = [:]
        var moduleImports: (all: [String], exported: [String])?
        func wholeModule() -> (all: [String], exported: [String]) {
            if let moduleImports { return moduleImports }
            let text = Substring(file.text)
            let found = (unavailableImports(inText: text), unavailableImports(inText: text, exportedOnly: true))
            moduleImports = found
            return found
        }
        // The text of the file (a part of the module) a diagnostic is in: the part's bytes only, so a module of many files
        // is not decoded whole for each file with an error.
        func partText(at offset: Int) -> Substring? {
            guard let part = file.part(atOffset: offset) else { return nil }
            let bytes = file.bytes
            let start = min(part.startOffset, bytes.count), end = min(max(part.endOffset, part.startOffset), bytes.count)
            return Substring(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        func modules(at offset: Int) -> [String] {
            guard let part = file.part(atOffset: offset) else { return unavailableImports(in: file) }
            if let known = importsByPart[part.startOffset] { return known }
            var found = partText(at: offset).map { unavailableImports(inText: $0) } ?? []
            for module in wholeModule().exported where !found.contains(module) { found.append(module) }
            importsByPart[part.startOffset] = found
            return found
        }
        func imports(_ module: String, at offset: Int) -> Bool {
            let text = partText(at: offset) ?? Substring(file.text)
            return importedModules(inText: text).contains { $0.module == module }
        }
        // An extension's members are seen in every file of a module that imports its package in any one file (`.fontSize()`
        // of a package imported in the bundle's file only).
        func memberModules(at offset: Int) -> [String] {
            var found = modules(at: offset)
            for module in wholeModule().all where !found.contains(module) { found.append(module) }
            return found
        }
        let prefixes = ["unknown name '", "unknown type '", "unknown type or view '", "unknown function '", "unknown view '", "cannot extend unknown type '",
                        "unknown prefix operator '", "unknown property wrapper '@"]
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error else { return diagnostic }
            let offset = diagnostic.range.start.offset
            // `Activity` in a file that imports a package and not ActivityKit: the package's, as Swift resolves it.
            if let family = UnavailableAPIs.requiredImport(ofMessage: diagnostic.message), !imports(family.module, at: offset),
               let hint = hint(forUnknown: family.name, importing: modules(at: offset)) {
                var named = diagnostic
                named.message = "'\(family.name)' is not \(family.module)'s here (the file does not import \(family.module))" + hint
                return named
            }
            let hint: String?
            if let prefix = prefixes.first(where: diagnostic.message.hasPrefix) {
                let name = unknownName(in: diagnostic.message, after: prefix)
                if let message = partialFrameworkMessage(name, importing: modules(at: offset))
                    ?? frameworkMessage(name, importing: modules(at: offset)) ?? frameworkMessage(name) {
                    var named = diagnostic
                    named.message = message
                    return named
                }
                hint = self.hint(forUnknown: name, importing: modules(at: offset))
            } else if isUnknownMember(diagnostic.message) {
                hint = memberHint(importing: memberModules(at: offset))
            } else if let name = builtinCallName(in: diagnostic.message) {
                hint = shadowHint(name, importing: modules(at: offset))
            } else {
                hint = nil
            }
            guard let hint else { return diagnostic }
            var named = diagnostic
            // Before a "; did you mean …?" suggestion or the list of what the call takes, which end the message.
            if let suggestion = named.message.range(of: "; did you mean") ?? named.message.range(of: "; it takes ") {
                named.message.insert(contentsOf: hint, at: suggestion.lowerBound)
            } else {
                named.message += hint
            }
            return named
        }
    }

    /// "value of type Color has no member 'x'", "type 'Color' has no member 'x'", "'Color' has no argument 'x:'", "unknown
    /// modifier '.x'": a member a package's extension may add to a type Widgetry provides (a modifier: to `View`).
    static func isUnknownMember(_ message: String) -> Bool {
        if message.hasPrefix("unknown modifier '") { return true }
        return (message.hasPrefix("value of type ") || message.hasPrefix("type '") || message.hasPrefix("'"))
            && (message.contains(" has no member '") || message.contains(" has no method '") || message.contains(" has no argument '"))
    }

    /// The built-in a call's arguments do not fit: `Table` of "'Table' needs its content in a trailing closure …",
    /// "no form of 'Table' takes the arguments …", "missing argument 'x:' in call to 'Table' …".
    static func builtinCallName(in message: String) -> String? {
        for (prefix, marker) in [("'", "' needs its content in a trailing closure"), ("no form of '", "' takes the arguments"),
                                 ("missing argument '", "' in call to '")] where message.hasPrefix(prefix) {
            guard let end = message.range(of: marker) else { continue }
            if marker.hasSuffix("'") {
                // (The name follows the marker: `missing argument 'x:' in call to 'Table'; …`.)
                return String(message[end.upperBound...].prefix { $0 != "'" })
            }
            return String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end.lowerBound])
        }
        return nil
    }

    /// Where a call of a built-in's name that fits none of its forms may come from: a type of the same name in an
    /// imported package (`Table("users")` of SQLite.swift, where SwiftUI's `Table` is meant by no one).
    static func shadowHint(_ name: String, importing modules: [String]) -> String? {
        let packages = modules.filter { !FrameworkDeclarations.isKnown($0) && !appleFrameworks.contains($0) }
        guard !packages.isEmpty, !name.isEmpty else { return nil }
        let from = packages.map { "'\($0)'" }.joined(separator: " or ")
        return "; a '\(name)' of \(from), which \(packages.count == 1 ? "is" : "are") not available in Widgetry, may be meant"
    }

    /// Where an unknown member of a provided type may come from: an extension in an imported package.
    static func memberHint(importing modules: [String]) -> String? {
        let packages = modules.filter { !FrameworkDeclarations.isKnown($0) && !appleFrameworks.contains($0) }
        guard !packages.isEmpty else { return nil }
        let from = packages.map { "'\($0)'" }.joined(separator: " or ")
        return "; it may come from an extension in \(from), which \(packages.count == 1 ? "is" : "are") not available in Widgetry"
    }

    /// The name a message quotes after `prefix`, without arguments or members: `changed(_:)` → `changed`, `CKRecord.ID` → `CKRecord`.
    static func unknownName(in message: String, after prefix: String) -> String {
        let rest = message.dropFirst(prefix.count)
        let quoted = rest.prefix { $0 != "'" }
        return String(quoted.prefix { $0 != "(" && $0 != "." && $0 != "<" })
    }

    /// The message for an unknown `name` that only UIKit or Charts declares, frameworks Widgetry provides in part:
    /// `UIKit ('UIBarButtonItem') is not available in Widgetry; …`, saying what of them there is.
    public static func partialFrameworkMessage(_ name: String, importing modules: [String]) -> String? {
        // (SwiftUI brings Core Graphics everywhere and AppKit on macOS: their names need no import of their own.)
        let implicit = FrameworkDeclarations.frameworks(declaring: name, among: ["CoreGraphics", "AppKit"])
        if implicit.count == 1, let module = implicit.first, FrameworkDeclarations.frameworks(declaring: name, among: modules).allSatisfy({ $0 == module }) {
            return UnavailableAPIs.message(for: name, fromFramework: module)
        }
        let declaring = FrameworkDeclarations.frameworks(declaring: name, among: modules + ["UIKit", "Charts"])
        // (`UIToolbar`: UIKit's names are `UI` and a capital; one no other framework is known to declare is UIKit's.)
        let isUIKitName = name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true && FrameworkDeclarations.frameworks(declaring: name).isEmpty
        switch declaring {
        case ["UIKit"]: return UnavailableAPIs.message(for: name, declaredIn: "UIKit")
        case [] where isUIKitName: return UnavailableAPIs.message(for: name, declaredIn: "UIKit")
        case ["Charts"]:
            return "Charts ('\(name)') is not available in Widgetry; of Charts, Widgetry draws Chart with its bar, line, area, point, rule, rectangle and sector marks"
        default: return nil
        }
    }

    /// The message for an unknown `name` that one imported Apple framework Widgetry does not provide declares:
    /// `WatchConnectivity ('WCSession') is not available in Widgetry; …`, saying what to use instead.
    static func frameworkMessage(_ name: String, importing modules: [String]) -> String? {
        let declaring = FrameworkDeclarations.frameworks(declaring: name, among: modules).filter { $0 != "UIKit" && $0 != "Charts" }
        guard declaring.count == 1, let module = declaring.first else { return nil }
        return UnavailableAPIs.message(for: name, fromFramework: module)
    }

    /// The message for an unknown `name` with the prefix of an Apple framework Widgetry does not provide (`CKQueryNotification`,
    /// `CLHeading`), where the file does not import it: Apple's frameworks bring others' names with them (`import Intents`
    /// brings `CLHeading`; Foundation, the Security framework's), so Swift finds it all the same. (A name without such a
    /// prefix, `Product`, is a word any module may use: it is the framework's only where the file imports the framework.)
    static func frameworkMessage(_ name: String) -> String? {
        guard let module = FrameworkDeclarations.framework(byPrefixOf: name) else { return nil }
        return UnavailableAPIs.message(for: name, fromFramework: module)
    }

    /// What to add to the message about an unknown `name` in a module importing `modules` (those Widgetry does not provide).
    static func hint(forUnknown name: String, importing modules: [String]) -> String? {
        // SwiftUI brings UIKit's names with it on iOS, so UIKit is always a candidate.
        // (A name of UIKit or Charts alone is "UIKit ('…') is not available": `partialFrameworkMessage`.)
        let declaring = FrameworkDeclarations.frameworks(declaring: name, among: modules + ["UIKit", "Charts"])
        let unavailable = declaring.filter { $0 != "UIKit" && $0 != "Charts" }
        if !unavailable.isEmpty {
            let from = unavailable.map { "'\($0)'" }.joined(separator: " and ")
            return "; it comes from \(from), which \(unavailable.count == 1 ? "is" : "are") not available in Widgetry"
        }
        // A name some framework declares is not a package's guess, whatever else the file imports.
        guard FrameworkDeclarations.frameworks(declaring: name).isEmpty else { return nil }
        // Apple's other frameworks are not packages: what they declare is Apple's, never a name of the app's own.
        let packages = modules.filter { !FrameworkDeclarations.isKnown($0) && !appleFrameworks.contains($0) }
        guard !packages.isEmpty else { return nil }
        let from = packages.map { "'\($0)'" }.joined(separator: " or ")
        return "; it may come from \(from), which \(packages.count == 1 ? "is" : "are") not available in Widgetry"
    }
}
