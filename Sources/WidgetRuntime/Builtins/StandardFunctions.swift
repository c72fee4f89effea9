/// Free functions and constructors of the language.
enum StandardFunctions {
    static func register(in registry: inout BuiltinRegistry) {
        let functions: [BuiltinCallable] = [
            .init("daysSince", ["_"], result: .int),
            .init("insert", ["_"], result: .void),
            .init("delete", ["_"], result: .void),
            .init("Timeline", ["entries policy"], result: .timeline),
            .init("SortDescriptor", ["_ order?"], result: .keyPath),
            .init("IntentError", ["_"], result: .intentError),
            .init("min", ["_ _ ..."], result: .unknown),
            .init("max", ["_ _ ..."], result: .unknown),
            .init("abs", ["_"], result: .unknown),
            .init("print", ["_ ..."], result: .void),
            .init("zip", ["_ _"], result: .array(.unknown)),
            .init("swap", ["_ _"], result: .void, note: "swap(&a, &b): the two variables exchange their values") { i, _, r in
                throw i.error("swap takes two variables written with '&', as in swap(&a, &b)", r)
            },
            .init("stride", ["from to by", "from through by"], result: .array(.unknown)),
            .init("String", ["", "_", "describing", "reflecting", "format:String ...", "localized:String table?:String comment?:String", "data:Data encoding:String.Encoding", "decoding:Data as:Any",
                             "contentsOf:URL encoding?:String.Encoding", "contentsOfFile:String encoding?:String.Encoding",
                             "repeating:String count:Int", "_:Int radix:Int uppercase?:Bool"], result: .string),
            .init("Int", ["_", "_:String radix:Int", "exactly:Any", "truncatingIfNeeded:Int", "clamping:Int"], result: .optional(.int)),
            .init("Double", ["_"], result: .optional(.double)),
            // `TimeInterval(seconds)`: Foundation's name for a Double.
            .init("TimeInterval", ["_"], result: .optional(.double)),
            .init("Date", ["_?", "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeInterval:Double since:Date",
                            "_:String strategy:Any"], result: .date),
            // In `test` blocks only (the checker says so elsewhere).
            .init("expect", ["_ _?", "throws? {}!"], result: .void),
            .init("render", ["_? widget?"], result: .string),
            .init("perform", ["_"], result: .void),
            .init("tap", ["_ _? widget?"], result: .void),
            .init("configure", ["_ widget?"], result: .void),
        ]
        for function in functions { registry.register(function: function) }
    }
}
