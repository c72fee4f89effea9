import WidgetLanguage

/// Free functions and constructors of the language, each with its implementation.
enum StandardFunctions {
    static func register(in registry: inout BuiltinRegistry) {
        let functions: [BuiltinCallable] = [
            .init("daysSince", ["_"], result: .int) { i, args, r in
                guard case .date(let date)? = args.first?.value else { throw i.error("daysSince takes a Date", r) }
                return .int(i.dates.daysBetween(date, and: i.now))
            },
            .init("insert", ["_"], result: .void) { i, args, r in try i.insertOrDelete("insert", args, at: r) },
            .init("delete", ["_"], result: .void) { i, args, r in try i.insertOrDelete("delete", args, at: r) },
            .init("Timeline", ["entries policy"], result: .timeline) { i, args, _ in try i.timeline(args) },
            .init("SortDescriptor", ["_ order?"], result: .keyPath) { i, args, r in
                guard case .keyPath(let path)? = args.first?.value else { throw i.error("SortDescriptor takes a key path such as \\.name", r) }
                var reverse = false
                if case .member(let order, _)? = args.value("order") { reverse = order == "reverse" }
                return .sortDescriptor(path: path, reverse: reverse)
            },
            .init("IntentError", ["_"], result: .intentError) { i, args, r in .error(try i.describeCharged(args.first?.value ?? .string("failed"), at: r)) },
            .init("min", ["_ _ ..."], result: .unknown) { i, args, r in try i.extreme("min", args, at: r) },
            .init("max", ["_ _ ..."], result: .unknown) { i, args, r in try i.extreme("max", args, at: r) },
            .init("abs", ["_"], result: .unknown) { i, args, r in
                switch args.first?.value {
                case .int(let n)?:
                    guard n != Int.min else { throw i.error("arithmetic overflow in abs", r) }
                    return .int(abs(n))
                case .double(let d)?: return .double(abs(d))
                case .duration(let d)?: return .duration(abs(d))
                default: throw i.error("abs takes a number", r)
                }
            },
            .init("print", ["_ ..."], result: .void) { i, args, r in
                i.printed(try args.map { try i.describeCharged($0.value, at: r) }.joined(separator: " "))
                return .null
            },
            .init("zip", ["_ _"], result: .array(.unknown)) { i, args, r in
                guard args.count == 2 else { throw i.error("zip takes two sequences", r) }
                let a = try i.elements(of: args[0].value, at: r), b = try i.elements(of: args[1].value, at: r)
                try i.chargeElements(min(a.count, b.count), at: r)
                return .array(zip(a, b).map { .tuple(TupleValue([$0, $1])) })
            },
            .init("swap", ["_ _"], result: .void, note: "swap(&a, &b): the two variables exchange their values") { i, _, r in
                throw i.error("swap takes two variables written with '&', as in swap(&a, &b)", r)
            },
            .init("stride", ["from to by", "from through by"], result: .array(.unknown)) { i, args, r in try i.stride(args, at: r) },
            .init("String", ["", "_", "describing", "reflecting", "format:String ...", "localized:String table?:String comment?:String", "data:Data encoding:String.Encoding", "decoding:Data as:Any",
                             "contentsOf:URL encoding?:String.Encoding", "contentsOfFile:String encoding?:String.Encoding",
                             "repeating:String count:Int", "_:Int radix:Int uppercase?:Bool"], result: .string) { i, args, r in
                try i.stringInitializer(args, at: r)
            },
            .init("Int", ["_", "_:String radix:Int", "exactly:Any", "truncatingIfNeeded:Int", "clamping:Int"], result: .optional(.int)) { i, args, r in
                try i.intInitializer(args, at: r)
            },
            .init("Double", ["_"], result: .optional(.double)) { i, args, _ in i.doubleInitializer(args) },
            // `TimeInterval(seconds)`: Foundation's name for a Double.
            .init("TimeInterval", ["_"], result: .optional(.double)) { i, args, _ in i.doubleInitializer(args) },
            .init("Date", ["_?", "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeInterval:Double since:Date",
                            "_:String strategy:Any"], result: .date) { i, args, r in try i.dateInitializer(args, at: r) },
            // In `test` blocks only (the checker says so elsewhere).
            .init("expect", ["_ _?", "throws? {}!"], result: .void) { i, args, r in try i.hookedBuiltin("expect", args, at: r) },
            .init("render", ["_? widget?"], result: .string) { i, args, r in try i.hookedBuiltin("render", args, at: r) },
            .init("perform", ["_"], result: .void) { i, args, r in try i.hookedBuiltin("perform", args, at: r) },
            .init("tap", ["_ _? widget?"], result: .void) { i, args, r in try i.hookedBuiltin("tap", args, at: r) },
            .init("configure", ["_ widget?"], result: .void) { i, args, r in try i.hookedBuiltin("configure", args, at: r) },
        ]
        // Their calls have rules of their own in the checker (`builtinFunctionCall`), all but swap's.
        for var function in functions {
            function.checkedByName = function.name != "swap"
            registry.register(function: function)
        }
    }
}
