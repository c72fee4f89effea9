import WidgetLanguage

/// Array and String members implemented here, next to their signatures.
enum SwiftCollectionsExtras {
    static func closure(_ i: Interpreter, _ args: [CallArgument], _ name: String, _ range: SourceRange) throws -> ClosureValue {
        for argument in args { if case .closure(let closure) = argument.value { return closure } }
        // `flatMap(\.tags)`: a key path where a function goes is the closure `{ $0.tags }`.
        for argument in args { if case .keyPath(let path) = argument.value { return Interpreter.keyPathClosure(path, at: argument.range) } }
        throw i.error("'\(name)' needs a closure, as in \(name) { $0 > 0 }", range)
    }

    static func items(_ i: Interpreter, _ value: Value, _ range: SourceRange) throws -> [Value] {
        guard case .array(let items) = value else { throw i.error("expected an Array, found \(i.typeName(of: value))", range) }
        return items
    }

    static func addArrayMembers(to array: BuiltinType) {
        // An array's indices are its offsets (a slice's too: Widgetry indexes a slice from 0, Grammar.md §6).
        array.add(.init("startIndex", .property, result: .int, note: "0, also for a slice") { _, _, _, _ in .int(0) })
        array.add(.init("endIndex", .property, result: .int, note: "the count: the position past the last element") { i, v, _, r in
            .int(try items(i, v, r).count)
        })
        let bounds: @Sendable (Interpreter, Value, SourceRange) throws -> (count: Int, index: String, elements: String) = { i, v, r in
            (try items(i, v, r).count, "index", "the array has # elements")
        }
        array.add(SwiftStringIndex.indexMember(note: "limitedBy: gives nil past the limit", bounds))
        array.add(SwiftStringIndex.formIndexMember(bounds))
        // A collection knows its count: `underestimatedCount` is it, as Swift's collections give.
        array.add(.init("underestimatedCount", .property, result: .int, note: "the count") { i, v, _, r in .int(try items(i, v, r).count) })
        array.add(SwiftStringIndex.distanceMember())
        let optionalElement: @Sendable (SemanticType) -> SemanticType = { .optional(SwiftCollections.element($0)) }
        for name in ["min", "max"] {
            // `max()` compares the elements, `max(by:)` with the closure as `areInIncreasingOrder`.
            array.add(.init(name, .method, ["", "by:Closure"], result: .unknown, resultFor: optionalElement) { i, v, args, r in
                let items = try items(i, v, r)
                guard !args.isEmpty else { return try i.valueMethod(v, name, args, at: r) ?? .null }
                let less = try closure(i, args, name, r)
                var best: Value?
                for item in items {
                    guard let current = best else { best = item; continue }
                    let ordered = name == "max" ? try i.truth(try i.callClosure(less, [current, item], at: r), r)
                                                : try i.truth(try i.callClosure(less, [item, current], at: r), r)
                    if ordered { best = item }
                }
                return best ?? .null
            })
        }
        array.add(.init("flatMap", .method, ["_:Closure"], result: .array(.unknown)) { i, v, args, r in
            let f = try closure(i, args, "flatMap", r)
            var result: [Value] = []
            for item in try items(i, v, r) {
                let mapped = try i.callClosure(f, [item], at: r)
                if case .array(let inner) = mapped {
                    try i.chargeElements(inner.count, at: r)
                    result += inner
                } else if !mapped.isNull {
                    try i.chargeElements(1, at: r)
                    result.append(mapped)
                }
            }
            return .array(result)
        })
        for name in ["prefix", "drop"] {
            array.add(.init(name == "prefix" ? "prefix" : "drop", .method, name == "prefix" ? ["_:Int", "while:Closure", "upTo:Int", "through:Int"] : ["while:Closure"],
                            result: .unknown, resultFor: { $0 }) { i, v, args, r in
                if name == "prefix", let bound = args.value("upTo") ?? args.value("through") {
                    let items = try items(i, v, r)
                    let end = try i.int(bound, r) + (args.value("through") == nil ? 0 : 1)
                    guard end >= 0, end <= items.count else { throw i.error("prefix: index \(end) is out of range for \(items.count) elements", r) }
                    return .array(Array(items[..<end]))
                }
                guard args.first?.label == "while" || args.first?.label == "{}" else { return try i.valueMethod(v, name, args, at: r) ?? .null }
                let test = try closure(i, args, name, r)
                let items = try items(i, v, r)
                var count = 0
                while count < items.count, try i.truth(try i.callClosure(test, [items[count]], at: r), r) { count += 1 }
                let kept = name == "prefix" ? Array(items.prefix(count)) : Array(items.dropFirst(count))
                try i.chargeElements(kept.count, at: r)
                return .array(kept)
            })
        }
        array.add(.init("lastIndex", .method, ["of:Any", "where:Closure"], result: .optional(.int)) { i, v, args, r in
            let items = try items(i, v, r)
            if let needle = args.value("of") { return items.lastIndex { i.equal($0, needle) }.map { .int($0) } ?? .null }
            let test = try closure(i, args, "lastIndex", r)
            for index in items.indices.reversed() where try i.truth(try i.callClosure(test, [items[index]], at: r), r) { return .int(index) }
            return .null
        })
    }

    static func addStringMembers(to string: BuiltinType) {
        string.add(.init("dropFirst", .method, ["_?:Int"], result: .string) { i, v, args, r in
            let s = try i.string(v, r)
            try i.charge(s.utf8.count, at: r)
            return .string(String(s.dropFirst(max(0, try args.first.map { try i.int($0.value, r) } ?? 1))))
        })
        string.add(.init("dropLast", .method, ["_?:Int"], result: .string) { i, v, args, r in
            let s = try i.string(v, r)
            try i.charge(s.utf8.count, at: r)
            return .string(String(s.dropLast(max(0, try args.first.map { try i.int($0.value, r) } ?? 1))))
        })
        string.add(.init("starts", .method, ["with:String"], result: .bool) { i, v, args, r in
            .bool(try i.string(v, r).hasPrefix(try i.string(args.value("with"), r)))
        })
        string.add(.init("reversed", .method, [""], result: .string) { i, v, _, r in
            let s = try i.string(v, r)
            try i.charge(s.utf8.count, at: r)
            return .string(String(s.reversed()))
        })
    }
}
