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
                                    note: "a line of the trace output; %@ %d %s %f … filled as String(format:)") { i, args, r in
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
            // `%{public}@`, `%{private}d`: os_log's privacy marks, shown in full in a terminal.
            var plain = format ?? ""
            for mark in ["{public}", "{private}", "{sensitive}"] { plain = plain.replacingOccurrences(of: "%" + mark, with: "%") }
            let message = try i.formatString(plain, values, at: r)
            i.trace?(line(level, category(log), message))
            return .null
        }
        registry.register(function: osLog)
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
        logger.add(.init(name, .initializer, ["", "subsystem:String category:String"], result: type, note: "its lines go to the trace output") { i, _, args, r in
            make(args.value("subsystem") ?? .string(""), args.value("category") ?? .string(""))
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
