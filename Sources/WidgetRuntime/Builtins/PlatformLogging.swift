import Foundation
import WidgetLanguage

/// `Logger(subsystem:category:)` with `.debug/.info/.notice/.error/.warning/.fault/.critical/.trace/.log`,
/// `os_log` and `OSLog`: lines of the trace output, where `print` goes (`--trace`, `widgetry test`),
/// as `level [category]: message`.
enum PlatformLogging {
    static let levels = ["debug", "info", "notice", "error", "warning", "fault", "critical", "trace", "log"]

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("OSLogType", ["default", "info", "debug", "error", "fault"]))
        registry.register(type: logger("Logger"))
        registry.register(type: logger("OSLog"))
        let osLog = BuiltinCallable("os_log", ["_:String ...", "_:String log:OSLog type?:OSLogType ...", "_:OSLogType log:OSLog _:String ...",
                                               "_:OSLogType _:String ..."], result: .void,
                                    note: "a line of the trace output; %d %f … filled as String(format:), %@ %s and %{private} shown as <private> unless %{public}") { i, args, r in
            var level = "default"
            var log = Value.null
            var format: String?
            var values: [Value] = []
            for argument in args {
                switch argument.label {
                case "log"?: log = argument.value
                case "type"?: level = i.caseName(argument.value) ?? level
                case nil:
                    if format == nil, case .member(let name, _) = argument.value { level = name; continue }
                    if format == nil, case .string(let text) = argument.value { format = text; continue }
                    values.append(argument.value)
                default: break
                }
            }
            let message = try logFormat(i, format ?? "", values, at: r)
            i.trace?(line(level, category(log), message))
            return .null
        }
        registry.register(function: osLog)
        // `NSLog("Saved %d items", count)`: Foundation's log, filled as String(format:), with no privacy marks.
        registry.register(function: BuiltinCallable("NSLog", ["_:String ..."], result: .void,
                                                    note: "a line of the trace output, filled as String(format:)") { i, args, r in
            guard case .string(let format)? = args.first?.value else { return .null }
            i.trace?(line("default", "", try i.formatString(format, args.dropFirst().map(\.value), at: r)))
            return .null
        })
    }

    /// `os_log`'s format as Console shows it: `%{public}@` in full, `%{private}d` and `%{sensitive}…`
    /// as `<private>`, and without a mark a string (`%@`, `%s`) `<private>`, a number in full.
    static func logFormat(_ i: Interpreter, _ format: String, _ values: [Value], at range: SourceRange) throws -> String {
        var result = ""
        var remaining = values[...]
        var characters = format[...]
        while let c = characters.popFirst() {
            guard c == "%" else { result.append(c); continue }
            var spec = "%"
            var mark = ""
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                mark = String(characters[characters.index(after: characters.startIndex)..<close])
                characters = characters[characters.index(after: close)...]
            }
            while let f = characters.first, "-+ #0123456789.lhqLzjt".contains(f) { spec.append(f); characters.removeFirst() }
            guard let conversion = characters.popFirst() else { break }
            spec.append(conversion)
            if conversion == "%" { result += "%"; continue }
            let value = remaining.popFirst() ?? .null
            let isPublic = mark.contains("public") || (mark.isEmpty && conversion != "@" && conversion != "s")
            result += isPublic ? try i.formatString(spec, [value], at: range) : "<private>"
        }
        return result
    }

    static func category(_ log: Value) -> String {
        if case .string(let text) = Interpreter.field(log, "category") { return text }
        return ""
    }

    static func line(_ level: String, _ category: String, _ message: String) -> String {
        category.isEmpty ? "\(level): \(message)" : "\(level) [\(category)]: \(message)"
    }

    static func logger(_ name: String) -> BuiltinType {
        let type = SemanticType.named(name)
        let make: @Sendable (Value, Value) -> Value = { subsystem, category in
            Interpreter.foundationObject(name, [("subsystem", subsystem), ("category", category)])
        }
        let logger = BuiltinType(name, instance: type) { _ in make(.string("com.example.widget"), .string("timeline")) }
        logger.sampleSource = "\(name)(subsystem: \"com.example.widget\", category: \"timeline\")"
        // (`Logger(log)`: a Logger writing as an `OSLog` does, with its subsystem and category.)
        let forms = name == "Logger" ? ["", "subsystem:String category:String", "_:OSLog"] : ["", "subsystem:String category:String"]
        logger.add(.init(name, .initializer, forms, result: type, note: "its lines go to the trace output") { i, _, args, r in
            if let log = args.value(nil) { return make(Interpreter.field(log, "subsystem"), Interpreter.field(log, "category")) }
            return make(args.value("subsystem") ?? .string(""), args.value("category") ?? .string(""))
        })
        if name == "OSLog" {
            logger.add(.init("default", .staticProperty, result: type) { _, _, _, _ in make(.string(""), .string("")) })
            return logger
        }
        for level in levels {
            let forms = level == "log" ? ["_:String", "level:OSLogType _:String"] : ["_:String"]
            logger.add(.init(level, .method, forms, result: .void, note: "a line of the trace output") { i, l, args, r in
                let message = try i.describeCharged(args.last?.value ?? .string(""), at: r)
                let shown = level == "log" ? (i.caseName(args.value("level")) ?? "default") : level
                i.trace?(line(shown, category(l), message))
                return .null
            })
        }
        return logger
    }
}
