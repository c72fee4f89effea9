import WidgetLanguage

/// A call to a name the program declares more than once (Swift's overloads: `area(radius:)` and
/// `area(width:height:)`, `show(_: Int)` and `show(_: String)`, `make() -> Int` and `make() -> String`).
/// The checker chooses by the argument labels, then by the arguments' static types, then by the type the
/// call's context expects, and records its choice for the call; a call it could not decide (an argument of
/// a type it does not know) is decided when it runs, by the same rules on the arguments' values.
struct OverloadSite: Hashable {
    var start: Int
    var end: Int
    var name: String

    init(_ range: SourceRange, _ name: String) {
        start = range.start.offset
        end = range.end.offset
        self.name = name
    }
}

enum Overloads {
    /// `area(width:height:)`, `show(_:)`: a function's name with its argument labels; nil for a plain name.
    static func compoundName(_ name: String) -> (base: String, labels: [String?])? {
        guard name.hasSuffix(":)"), let open = name.firstIndex(of: "("), open > name.startIndex else { return nil }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? nil : String($0) }
        guard labels.allSatisfy({ $0.map { !$0.isEmpty && !$0.contains(" ") } ?? true }) else { return nil }
        return (String(name[..<open]), labels)
    }

    /// For each argument, the index of the parameter it goes to; nil when the labels do not fit.
    static func parameterIndices(_ parameters: [FunctionDecl.Parameter], _ labels: [String?]) -> [Int]? {
        guard Checker.labelsMatch(parameters, labels) else { return nil }
        var result: [Int] = []
        var index = 0
        var labelIndex = 0
        while labelIndex < labels.count {
            let label = labels[labelIndex]
            while index < parameters.count, parameters[index].label != label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count else { return nil }
            result.append(index)
            labelIndex += 1
            if parameters[index].isVariadic {
                while labelIndex < labels.count, labels[labelIndex] == nil {
                    result.append(index)
                    labelIndex += 1
                }
            }
            index += 1
        }
        return result
    }

    /// How well an argument of type `argument` fits a parameter of type `parameter` (generic parameters
    /// written as `Any`): 3 the same type, 2 a conversion (`Int` to `Double`, a value to an optional), 1 a
    /// type either side does not know (a generic parameter, `Any`); nil when it does not fit.
    static func fit(_ argument: SemanticType, _ parameter: SemanticType) -> Int? {
        if argument.isUnknown || parameter.isUnknown { return 1 }
        if argument == parameter { return parameter.containsUnknown ? 1 : 3 }
        guard argument.isAssignable(to: parameter) else { return nil }
        return parameter.containsUnknown || argument.containsUnknown ? 1 : 2
    }

    /// The candidate the call means, by labels, then argument types, then the expected result; nil when
    /// the labels fit none. `decided` is false when candidates tie and the choice is the first of them.
    static func choose(_ candidates: [FunctionDecl], labels: (FunctionDecl) -> [String?], argumentTypes: [SemanticType], expected: SemanticType?,
                       givesValue: Bool = false, resultType: (FunctionDecl) -> SemanticType,
                       parameterType: (FunctionDecl, FunctionDecl.Parameter) -> SemanticType) -> (index: Int, decided: Bool)? {
        // `builder.append("a").append(2)`: the call a member is used on gives a value, so an overload giving Void (which
        // would fit the arguments better) is not among those Swift weighs for it.
        if givesValue {
            let valued = candidates.indices.filter { !resultType(candidates[$0]).isVoid }
            if !valued.isEmpty, valued.count < candidates.count,
               let (index, decided) = choose(valued.map { candidates[$0] }, labels: labels, argumentTypes: argumentTypes, expected: expected,
                                             resultType: resultType, parameterType: parameterType) {
                return (valued[index], decided || valued.count == 1)
            }
        }
        var best: [Int] = []
        var bestScore = Int.min
        for (index, candidate) in candidates.enumerated() {
            guard let indices = parameterIndices(candidate.parameters, labels(candidate)) else { continue }
            var score = 0
            var fits = true
            for (argument, parameterIndex) in zip(argumentTypes, indices) {
                guard let points = fit(argument, parameterType(candidate, candidate.parameters[parameterIndex])) else {
                    fits = false
                    break
                }
                score += points
            }
            guard fits else { continue }
            if score > bestScore {
                best = [index]
                bestScore = score
            } else if score == bestScore {
                best.append(index)
            }
        }
        guard let first = best.first else { return nil }
        if best.count == 1 { return (first, true) }
        if let expected, !expected.isUnknown {
            let exact = best.filter { resultType(candidates[$0]) == expected }
            if exact.count == 1 { return (exact[0], true) }
            let fitting = best.filter { resultType(candidates[$0]).isAssignable(to: expected) }
            if fitting.count == 1 { return (fitting[0], true) }
            // (An Int goes where a Double does only as a literal: a function giving an Int does not fit a Double's place.)
            let strictly = fitting.filter { !(resultType(candidates[$0]) == .int && expected == .double) }
            if strictly.count == 1 { return (strictly[0], true) }
        }

        return (first, false)
    }

    /// A parameter's type with the function's generic parameters as `Any`.
    static func writtenType(_ function: FunctionDecl, _ parameter: FunctionDecl.Parameter,
                            named: (String) -> SemanticType) -> SemanticType {
        guard let type = parameter.type else { return .unknown }
        let generics = Set(function.genericParameters)
        let erased = generics.isEmpty ? type : type.mapNames { generics.contains($0) ? "Any" : nil }
        return SemanticType.written(erased) { name, _, _ in named(name) }
    }
}

extension SemanticType {
    /// Whether a part of the type is not known (`[_]`, `Int?` of `_`).
    var containsUnknown: Bool {
        switch self {
        case .unknown: return true
        case .optional(let t), .array(let t): return t.containsUnknown
        case .dictionary(let k, let v): return k.containsUnknown || v.containsUnknown
        case .tuple(_, let elements): return elements.contains { $0.containsUnknown }
        default: return false
        }
    }
}
