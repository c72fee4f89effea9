import Foundation
import WidgetLanguage

/// The class-method formatters (`NumberFormatter.localizedString(from:number:)`,
/// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`, `ByteCountFormatter`,
/// `ListFormatter`), in the session's locale, by Foundation's own formatters.
enum FoundationFormatterExtras {
    static func register(in registry: inout BuiltinRegistry) {
        registry.types["NumberFormatter"]?.add(.init("localizedString", .staticMethod, ["from:Double number:NumberFormatter.Style", "from:NSNumber number:NumberFormatter.Style"],
                                                     result: .string) { i, _, args, r in
            let formatter = NumberFormatter()
            formatter.locale = i.dates.locale
            formatter.numberStyle = numberStyle(i.caseName(args.value("number")))
            let number = try i.number(FoundationNumberFormatter.numberValue(args.value("from")), "localizedString(from:number:)", r)
            return .string(formatter.string(from: NSNumber(value: number)) ?? "\(number)")
        })
        registry.types["DateFormatter"]?.add(.init("localizedString", .staticMethod, ["from:Date dateStyle:DateFormatter.Style timeStyle:DateFormatter.Style"],
                                                   result: .string) { i, _, args, r in
            let formatter = i.makeDateFormatter(.null)
            formatter.dateStyle = dateStyle(i.caseName(args.value("dateStyle")))
            formatter.timeStyle = dateStyle(i.caseName(args.value("timeStyle")))
            return .string(formatter.string(from: try i.date(args.value("from"), "localizedString(from:dateStyle:timeStyle:)", r)))
        })
        registry.register(type: FoundationDates.enumeration("ByteCountFormatter.CountStyle", ["file", "memory", "decimal", "binary"]))
        let bytes = BuiltinType("ByteCountFormatter", instance: .named("ByteCountFormatter")) { _ in
            Interpreter.foundationReference("ByteCountFormatter", [("countStyle", .member(name: "file", arguments: []))])
        }
        bytes.add(.init("ByteCountFormatter", .initializer, [""], result: .named("ByteCountFormatter")) { _, _, _, _ in
            Interpreter.foundationReference("ByteCountFormatter", [("countStyle", .member(name: "file", arguments: []))])
        })
        FoundationFormatters.fields(bytes, [("countStyle", .named("ByteCountFormatter.CountStyle")), ("includesUnit", .bool), ("includesCount", .bool),
                                            ("isAdaptive", .bool)])
        registry.register(type: FoundationDates.enumeration("ByteCountFormatter.Units", Array(byteUnits.keys).sorted()))
        // An option set: one unit (`.useMB`) or a list (`[.useKB, .useMB]`).
        bytes.add(.init("allowedUnits", .property, result: .unknown, note: "one unit (.useMB) or a list of them ([.useKB, .useMB])") { _, v, _, _ in
            Interpreter.field(v, "allowedUnits")
        })
        bytes.add(.init("string", .staticMethod, ["fromByteCount:Int countStyle:ByteCountFormatter.CountStyle"], result: .string) { i, _, args, r in
            .string(byteCount(try i.int(args.value("fromByteCount"), r), i.caseName(args.value("countStyle"))))
        })
        bytes.add(.init("string", .method, ["fromByteCount:Int"], result: .string) { i, f, args, r in
            let formatter = ByteCountFormatter()
            formatter.countStyle = countStyles[i.caseName(Interpreter.field(f, "countStyle")) ?? ""] ?? .file
            var units: ByteCountFormatter.Units = []
            switch Interpreter.field(f, "allowedUnits") {
            case .array(let items): for item in items { units.insert(byteUnits[i.caseName(item) ?? ""] ?? []) }
            case let one: units = byteUnits[i.caseName(one) ?? ""] ?? []
            }
            formatter.allowedUnits = units
            if case .bool(let flag) = Interpreter.field(f, "includesUnit") { formatter.includesUnit = flag }
            if case .bool(let flag) = Interpreter.field(f, "includesCount") { formatter.includesCount = flag }
            if case .bool(let flag) = Interpreter.field(f, "isAdaptive") { formatter.isAdaptive = flag }
            return .string(formatter.string(fromByteCount: Int64(try i.int(args.value("fromByteCount"), r))))
        })
        registry.register(type: bytes)
        let list = BuiltinType("ListFormatter", instance: .named("ListFormatter")) { _ in Interpreter.foundationReference("ListFormatter", []) }
        list.add(.init("localizedString", .staticMethod, ["byJoining:[String]"], result: .string) { i, _, args, r in
            let items = try SwiftCollectionsExtras.items(i, args.value("byJoining") ?? .null, r)
            return .string(items.map(i.describe).formatted(.list(type: .and).locale(i.dates.locale)))
        })
        registry.register(type: list)
    }

    static let countStyles: [String: ByteCountFormatter.CountStyle] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]

    static let byteUnits: [String: ByteCountFormatter.Units] = [
        "useBytes": .useBytes, "useKB": .useKB, "useMB": .useMB, "useGB": .useGB, "useTB": .useTB, "usePB": .usePB, "useEB": .useEB,
        "useZB": .useZB, "useYBOrHigher": .useYBOrHigher, "useAll": .useAll, "useDefault": [],
    ]

    static func byteCount(_ count: Int, _ style: String?) -> String {
        ByteCountFormatter.string(fromByteCount: Int64(count), countStyle: countStyles[style ?? ""] ?? .file)
    }

    static func numberStyle(_ name: String?) -> NumberFormatter.Style {
        let styles: [String: NumberFormatter.Style] = ["decimal": .decimal, "percent": .percent, "currency": .currency,
                                                       "scientific": .scientific, "spellOut": .spellOut, "ordinal": .ordinal]
        return styles[name ?? ""] ?? .none
    }

    static func dateStyle(_ name: String?) -> DateFormatter.Style {
        let styles: [String: DateFormatter.Style] = ["short": .short, "medium": .medium, "long": .long, "full": .full]
        return styles[name ?? ""] ?? .none
    }
}

/// `ProcessInfo.processInfo`: what a widget may learn of the process. The host's environment
/// is not the widget's business (it may hold secrets): `environment` is empty, with a note.
enum FoundationProcessInfo {
    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("ProcessInfo")
        let info = BuiltinType("ProcessInfo", instance: type) { _ in Interpreter.foundationObject("ProcessInfo", []) }
        info.sampleSource = "ProcessInfo.processInfo"
        info.add(.init("processInfo", .staticProperty, result: type) { _, _, _, _ in Interpreter.foundationObject("ProcessInfo", []) })
        info.add(.init("environment", .property, result: .dictionary(.string, .string),
                       note: "empty: the host's environment is not shown to a widget") { _, _, _, _ in .dictionary([]) })
        info.add(.init("arguments", .property, result: .array(.string), note: "empty") { _, _, _, _ in .array([]) })
        info.add(.init("processName", .property, result: .string, note: "\"widgetry\"") { _, _, _, _ in .string("widgetry") })
        info.add(.init("systemUptime", .property, result: .double) { _, _, _, _ in .double(ProcessInfo.processInfo.systemUptime) })
        info.add(.init("processorCount", .property, result: .int) { _, _, _, _ in .int(ProcessInfo.processInfo.processorCount) })
        info.add(.init("activeProcessorCount", .property, result: .int) { _, _, _, _ in .int(ProcessInfo.processInfo.activeProcessorCount) })
        info.add(.init("physicalMemory", .property, result: .int) { _, _, _, _ in .int(Int(clamping: ProcessInfo.processInfo.physicalMemory)) })
        info.add(.init("isLowPowerModeEnabled", .property, result: .bool, note: "false") { _, _, _, _ in .bool(false) })
        info.add(.init("isiOSAppOnMac", .property, result: .bool, note: "false") { _, _, _, _ in .bool(false) })
        info.add(.init("isMacCatalystApp", .property, result: .bool, note: "false") { _, _, _, _ in .bool(false) })
        info.add(.init("thermalState", .property, result: .named("ProcessInfo.ThermalState"), note: ".nominal") { _, _, _, _ in
            .member(name: "nominal", arguments: [])
        })
        info.add(.init("globallyUniqueString", .property, result: .string) { _, _, _, _ in .string(ProcessInfo.processInfo.globallyUniqueString) })
        info.add(.init("isOperatingSystemAtLeast", .method, ["_:OperatingSystemVersion"], result: .bool,
                       note: "true: a widget runs as on the newest system, as #available(…) is true") { _, _, _, _ in .bool(true) })
        registry.register(type: info)
        let version = SemanticType.named("OperatingSystemVersion")
        let versionType = BuiltinType("OperatingSystemVersion", instance: version) { _ in
            Interpreter.foundationObject("OperatingSystemVersion", [("majorVersion", .int(17)), ("minorVersion", .int(0)), ("patchVersion", .int(0))])
        }
        versionType.sampleSource = "OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0)"
        versionType.add(.init("OperatingSystemVersion", .initializer, ["majorVersion:Int minorVersion:Int patchVersion:Int"], result: version) { i, _, args, r in
            Interpreter.foundationObject("OperatingSystemVersion", try ["majorVersion", "minorVersion", "patchVersion"].map { ($0, .int(try i.int(args.value($0), r))) })
        })
        for name in ["majorVersion", "minorVersion", "patchVersion"] {
            versionType.add(.init(name, .property, result: .int) { _, v, _, _ in Interpreter.field(v, name) })
        }
        registry.register(type: versionType)
        registry.register(type: FoundationDates.enumeration("ProcessInfo.ThermalState", ["nominal", "fair", "serious", "critical"]))
    }
}
