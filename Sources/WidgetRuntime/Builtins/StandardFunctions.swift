import WidgetLanguage

/// Free functions and constructors of the language, each with its implementation.
enum StandardFunctions {
    static func register(in registry: inout BuiltinRegistry) {
        let functions: [BuiltinCallable] = [
            .init("daysSince", ["_"], result: .int) { i, args, r in
                guard case .date(let date)? = args.first?.value else { throw i.error("daysSince takes a Date", r) }
                return .int(i.dates.daysBetween(date, and: i.now))
            }.checked(StandardFunctions.checkDaysSince),
            .init("insert", ["_"], result: .void) { i, args, r in try i.insertOrDelete("insert", args, at: r) }.checked(StandardFunctions.checkInsertOrDelete),
            .init("delete", ["_"], result: .void) { i, args, r in try i.insertOrDelete("delete", args, at: r) }.checked(StandardFunctions.checkInsertOrDelete),
            .init("Timeline", ["entries policy"], result: .timeline) { i, args, _ in try i.timeline(args) }.checked(StandardFunctions.checkTimeline),
            .init("SortDescriptor", ["_ order?"], result: .keyPath) { i, args, r in
                guard case .keyPath(let path)? = args.first?.value else { throw i.error("SortDescriptor takes a key path such as \\.name", r) }
                var reverse = false
                if case .member(let order, _)? = args.value("order") { reverse = order == "reverse" }
                return .sortDescriptor(path: path, reverse: reverse)
            }.checked(Checker.inferredFunction),
            .init("IntentError", ["_"], result: .intentError) { i, args, r in .error(try i.describeCharged(args.first?.value ?? .string("failed"), at: r)) }.checked(Checker.inferredFunction),
            .init("min", ["_ _ ..."], result: .unknown) { i, args, r in try i.extreme("min", args, at: r) }.checked(StandardFunctions.checkExtreme),
            .init("max", ["_ _ ..."], result: .unknown) { i, args, r in try i.extreme("max", args, at: r) }.checked(StandardFunctions.checkExtreme),
            .init("abs", ["_"], result: .unknown) { i, args, r in
                switch args.first?.value {
                case .int(let n)?:
                    guard n != Int.min else { throw i.error("arithmetic overflow in abs", r) }
                    return .int(abs(n))
                case .double(let d)?: return .double(abs(d))
                case .float(let f)?: return .float(abs(f))
                case .decimal(let d)?: return .decimal(abs(d))
                case .duration(let d)?: return .duration(abs(d))
                default: throw i.error("abs takes a number", r)
                }
            }.checked(StandardFunctions.checkAbs),
            .init("print", ["_ ..."], result: .void) { i, args, r in
                i.printed(try args.map { try i.describeCharged($0.value, at: r) }.joined(separator: " "))
                return .null
            }.checked(Checker.inferredFunction),
            .init("zip", ["_ _"], result: .array(.unknown)) { i, args, r in
                guard args.count == 2 else { throw i.error("zip takes two sequences", r) }
                // One side may have no end (`zip(names, 1...)`): as many of its elements as the other has.
                let endless = args.map { SwiftLazySequences.isSequence($0.value) }
                let a: [Value], b: [Value]
                if endless[0], !endless[1] {
                    b = try i.elements(of: args[1].value, at: r)
                    a = try i.prefixElements(of: args[0].value, b.count, at: r)
                } else {
                    a = try i.elements(of: args[0].value, at: r)
                    b = endless[1] ? try i.prefixElements(of: args[1].value, a.count, at: r) : try i.elements(of: args[1].value, at: r)
                }
                try i.chargeElements(min(a.count, b.count), at: r)
                return .array(zip(a, b).map { .tuple(TupleValue([$0, $1])) })
            }.checked(Checker.inferredFunction),
            .init("repeatElement", ["_:Any count:Int"], result: .array(.unknown), note: "the elements as an array (Swift's Repeated collection)") { i, args, r in
                let n = try i.int(args.value("count"), r)
                guard n >= 0, n <= 1_000_000 else { throw i.error("repeatElement(_:count:) takes a count from 0 to 1000000, not \(n)", r) }
                try i.chargeElements(n, at: r)
                return .array(Array(repeating: args.first?.value ?? .null, count: n))
            }.checked { c, call in
                _ = Checker.inferredFunction(c, call)
                guard let first = call.arguments.first, first.label == nil else { return call.entry.result }
                let count = c.diagnostics.count
                let element = c.infer(first.value, in: call.scope)
                c.diagnostics.removeLast(c.diagnostics.count - count)
                return .array(element)
            },
            .init("swap", ["_ _"], result: .void, note: "swap(&a, &b): the two variables exchange their values") { i, _, r in
                throw i.error("swap takes two variables written with '&', as in swap(&a, &b)", r)
            },
            .init("stride", ["from to by", "from through by"], result: .array(.unknown)) { i, args, r in try i.stride(args, at: r) }.checked(Checker.inferredFunction),
            .init("String", ["", "_", "describing", "reflecting", "format:String ...", "format:String arguments:[Any]", "format:String locale:Any ...", "format:String locale:Any arguments:[Any]", "localized:String defaultValue?:String table?:String bundle?:Any locale?:Any comment?:String", "data:Data encoding:String.Encoding", "decoding:Data as:Any",
                             "contentsOf:URL encoding?:String.Encoding", "contentsOfFile:String encoding?:String.Encoding",
                             "repeating:String count:Int", "_:Int radix:Int uppercase?:Bool", "stringLiteral:String"], result: .string) { i, args, r in
                // (`String(stringLiteral: key)`, and `String.LocalizationValue(stringLiteral: key)` written for a key: the text.)
                if args.count == 1, args[0].label == "stringLiteral" { return args[0].value }
                return try i.stringInitializer(args, at: r)
            }.checked(StandardFunctions.checkString),
            .init("Int", ["", "_", "_:String radix:Int", "exactly:Any", "truncatingIfNeeded:Int", "clamping:Int", "bitPattern:Int", "truncating:NSNumber",
                          "integerLiteral:Int"],
                  result: .optional(.int)) { i, args, r in
                // (`Int(integerLiteral: 5)`: the literal's initializer, called by name.)
                try i.intInitializer(args.first?.label == "integerLiteral" ? args.map { CallArgument(label: nil, value: $0.value, range: $0.range) } : args, at: r)
            }.checked(Checker.inferredFunction),
            .init("Double", ["", "_", "truncating:NSNumber", "exactly:Any", "integerLiteral:Int", "floatLiteral:Double"], result: .optional(.double)) { i, args, _ in
                // (`Double(integerLiteral: 4)`, `Double(floatLiteral: 2.5)`: the literals' initializers, called by name.)
                let literal = ["integerLiteral", "floatLiteral"].contains(args.first?.label ?? "")
                return args.isEmpty ? .double(0) : i.doubleInitializer(literal ? args.map { CallArgument(label: nil, value: $0.value, range: $0.range) } : args)
            }.checked(Checker.inferredFunction),
            .init("type", ["of:Any"], result: .unknown, note: "told from the value: a Substring reads as String, an empty collection cannot be told") { i, args, r in
                .type(try i.dynamicTypeName(args.value("of") ?? .null, at: r))
            }.checked(Checker.inferredFunction),
            // `TimeInterval(seconds)`: Foundation's name for a Double.
            .init("TimeInterval", ["_"], result: .optional(.double)) { i, args, _ in i.doubleInitializer(args) }.checked(Checker.inferredFunction),
            .init("Date", ["_?", "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeInterval:Double since:Date",
                            "_:String strategy:Any"], result: .date) { i, args, r in try i.dateInitializer(args, at: r) }.checked(Checker.inferredFunction),
            // `NSDate()`, `NSDate(timeIntervalSince1970:)`: Foundation's class bridged to a Date (`date as Date`).
            .init("NSDate", ["_?", "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeInterval:Double since:Date"],
                  result: .date) { i, args, r in try i.dateInitializer(args, at: r) }.checked(Checker.inferredFunction),
            // In `test` blocks only (the checker says so elsewhere).
            .init("expect", ["_ _?", "throws? {}!"], result: .void) { i, args, r in try i.hookedBuiltin("expect", args, at: r) }.checked(StandardFunctions.checkExpect),
            .init("render", ["_? widget?"], result: .string) { i, args, r in try i.hookedBuiltin("render", args, at: r) }.checked(StandardFunctions.checkRenderOrTap),
            .init("perform", ["_"], result: .void) { i, args, r in try i.hookedBuiltin("perform", args, at: r) }.checked(StandardFunctions.checkPerform),
            .init("tap", ["_ _? widget?"], result: .void) { i, args, r in try i.hookedBuiltin("tap", args, at: r) }.checked(StandardFunctions.checkRenderOrTap),
            .init("configure", ["_ widget?"], result: .void) { i, args, r in try i.hookedBuiltin("configure", args, at: r) }.checked(StandardFunctions.checkConfigure),
        ]
        for function in functions { registry.register(function: function) }
    }
}

/// The checker's rules for the calls of the functions above that have rules of their own.
extension StandardFunctions {
    static let checkInsertOrDelete: BuiltinCall.Check = { c, call in
        c.insertOrDeleteCall(call.name, call: call.call, arguments: call.arguments, in: call.scope)
    }

    static let checkDaysSince: BuiltinCall.Check = { c, call in
        for argument in call.arguments {
            let type = c.infer(argument.value, in: call.scope)
            if !type.isAssignable(to: .date) { c.error("'daysSince' takes a Date, not \(type)", at: argument.value.range) }
        }
        return .int
    }

    /// `Timeline(entries:policy:)`: a list of the file's entries and a reload policy.
    static let checkTimeline: BuiltinCall.Check = { c, call in
        for argument in call.arguments {
            let type = c.infer(argument.value, in: call.scope, expected: argument.label == "policy" ? .policy : nil)
            if argument.label == "entries" {
                // (An entry is a type of the program that is one: a struct, or an enum or class conforming to `TimelineEntry`;
                // a name the program does not declare is a provider protocol's `Entry`, whatever type conforms.)
                if case .array(let element) = type, case .named(let entry) = element, let symbol = c.symbols.types[entry],
                   symbol.kind != .entry, !symbol.conformances.contains("TimelineEntry") {
                    c.error("'entries:' takes entries, not \(type)", at: argument.value.range)
                } else if !type.isUnknown, type.unwrapped != .array(.unknown), !c.isArray(type) {
                    c.error("'entries:' takes a list of entries, not \(type)", at: argument.value.range)
                }
            }
            if argument.label == "policy", case .implicitMember(let policy) = argument.value.kind,
               !["atEnd", "never"].contains(policy) {
                c.error("unknown reload policy '.\(policy)'\(c.suggestion(policy, ["atEnd", "never", "after"], prefix: ".")); use .atEnd, .never or .after(date)",
                        at: argument.value.range)
            }
        }
        return .timeline
    }

    /// `min(a, b, …)`, `max(a, b, …)`: the type the arguments share.
    static let checkExtreme: BuiltinCall.Check = { c, call in
        var result: SemanticType = .unknown
        for argument in call.arguments {
            // (`max(version, "1.3")`: a literal among values of the program's type is made by that type, as Swift types it.)
            var expected: SemanticType?
            if case .named(let name) = result, c.symbols.types[name] != nil { expected = result }
            result = c.join(result, c.infer(argument.value, in: call.scope, expected: expected), at: argument.value.range)
        }
        return result
    }

    static let checkAbs: BuiltinCall.Check = { c, call in
        call.arguments.first.map { c.infer($0.value, in: call.scope) } ?? .unknown
    }

    /// `String(data:encoding:)` is nil when the bytes are not text in that encoding; the other forms are a String.
    static let checkString: BuiltinCall.Check = { c, call in
        guard call.arguments.first?.label == "data" else { return Checker.inferredFunction(c, call) }
        c.checkArguments(call.arguments, against: Signature("data:Data encoding:String.Encoding"), of: call.name, in: call.scope)
        return .optional(.string)
    }

    /// `expect(condition)`, `expect(condition, "message")`, `expect(throws: "message") { … }`: in a `test` block.
    static let checkExpect: BuiltinCall.Check = { c, call in
        c.requireTestBlock(call.name, at: call.call.range)
        for argument in call.arguments {
            if argument.label == "throws" || (argument.label == nil && argument.value.range != call.arguments.first?.value.range) {
                let type = c.infer(argument.value, in: call.scope, expected: .string)
                if !type.isAssignable(to: .string) {
                    c.error("the message of 'expect' is a String, not \(type)", at: argument.value.range)
                }
            } else {
                let type = c.infer(argument.value, in: call.scope, expected: .bool)
                if !type.isAssignable(to: .bool) {
                    c.error("'expect' takes a condition (a Bool), not \(type), as in expect(ToDo.count == 3)", at: argument.value.range)
                }
            }
        }
        c.inferTrailing(call.trailing, in: call.scope, parameterTypes: [])
        return .void
    }

    /// `render(.systemSmall, widget: "W")`, `tap(1, .systemSmall)`: a family, a widget of the file, a button's number.
    static let checkRenderOrTap: BuiltinCall.Check = { c, call in
        c.requireTestBlock(call.name, at: call.call.range)
        for argument in call.arguments {
            switch argument.label {
            case "widget":
                c.checkWidgetName(argument.value, in: call.scope)
            case nil where call.name == "tap" && argument.value.range == call.arguments.first?.value.range:
                let type = c.infer(argument.value, in: call.scope, expected: .int)
                if !type.isAssignable(to: .int) {
                    c.error("'tap' takes a button number (an Int), not \(type)", at: argument.value.range)
                }
            default:
                c.checkFamily(argument.value)
            }
        }
        return call.name == "render" ? .string : .void
    }

    /// `perform(CompleteToDo(id: 1))`: an intent of the file.
    static let checkPerform: BuiltinCall.Check = { c, call in
        c.requireTestBlock(call.name, at: call.call.range)
        for argument in call.arguments {
            if case .call(let callee, _, _) = argument.value.kind, case .identifier(let typeName) = callee.kind,
               let symbol = c.symbols.types[typeName], symbol.kind != .intent {
                c.error("'perform' runs an intent; '\(typeName)' is a \(symbol.kind.rawValue)", at: callee.range)
                continue
            }
            c.checkIntentArgument(argument.value, in: call.scope)
        }
        return .void
    }

    /// `configure(TodoOptions(hideCompleted: true))`: a value of the widget's configuration.
    static let checkConfigure: BuiltinCall.Check = { c, call in
        c.requireTestBlock(call.name, at: call.call.range)
        c.checkConfigureCall(call.arguments, in: call.scope)
        return .void
    }
}
