/// The precedence and associativity of the program's own infix operators, from its
/// `precedencegroup` and `infix operator` declarations. Swift lets an operator be used
/// before (or in another file than) its declaration, so they are read from the tokens
/// of every file of a module before any expression is parsed.
///
/// A level is ten times a `Precedence` raw value for Swift's own groups; a group of the
/// program's own lies between the levels it is `higherThan` and `lowerThan`.
struct OperatorGroups {
    struct Group {
        var higherThan: [String] = []
        var lowerThan: [String] = []
        var isRightAssociative = false
    }

    var groups: [String: Group] = [:]
    /// An operator's group: `infix operator ^^: PowerPrecedence`.
    var operators: [String: String] = [:]

    static let standardGroups: [String: Precedence] = [
        "AssignmentPrecedence": .assignment, "TernaryPrecedence": .ternary, "DefaultPrecedence": .custom,
        "LogicalDisjunctionPrecedence": .disjunction, "LogicalConjunctionPrecedence": .conjunction,
        "ComparisonPrecedence": .comparison, "NilCoalescingPrecedence": .nilCoalescing, "CastingPrecedence": .casting,
        "RangeFormationPrecedence": .range, "AdditionPrecedence": .addition, "MultiplicationPrecedence": .multiplication,
        "BitwiseShiftPrecedence": .bitwiseShift,
    ]

    /// Adds the declarations among `tokens` (a file's, in order).
    mutating func read(_ tokens: [Token]) {
        var index = 0
        func word(_ offset: Int) -> String? { index + offset < tokens.count ? tokens[index + offset].identifier : nil }
        func punct(_ offset: Int) -> String? {
            guard index + offset < tokens.count, case .punct(let text) = tokens[index + offset].kind else { return nil }
            return text
        }
        while index < tokens.count {
            if word(0) == "infix", word(1) == "operator", let op = punct(2), punct(3) == ":", let group = word(4) {
                operators[op] = group
                index += 5
            } else if word(0) == "precedencegroup", let name = word(1), punct(2) == "{" {
                index += 3
                var group = Group()
                while index < tokens.count, punct(0) != "}" {
                    guard let attribute = word(0), punct(1) == ":" else { index += 1; continue }
                    index += 2
                    var values: [String] = []
                    while let value = word(0) {
                        values.append(value)
                        index += 1
                        if punct(0) == "," { index += 1 } else { break }
                    }
                    switch attribute {
                    case "higherThan": group.higherThan += values
                    case "lowerThan": group.lowerThan += values
                    case "associativity": group.isRightAssociative = values.first == "right"
                    default: break
                    }
                }
                groups[name] = group
            } else {
                index += 1
            }
        }
    }

    /// The level and associativity of an operator of the program's own; an operator of no
    /// known group is in `DefaultPrecedence`, as in Swift.
    func precedence(of op: String) -> (level: Int, isRightAssociative: Bool) {
        guard let name = operators[op] else { return (Precedence.custom.level, false) }
        var visiting: Set<String> = []
        return (level(of: name, visiting: &visiting), groups[name]?.isRightAssociative ?? (OperatorGroups.standardGroups[name]?.isRightAssociative ?? false))
    }

    private func level(of name: String, visiting: inout Set<String>) -> Int {
        if let standard = OperatorGroups.standardGroups[name] { return standard.level }
        guard let group = groups[name], visiting.insert(name).inserted else { return Precedence.custom.level }
        let above = group.higherThan.map { level(of: $0, visiting: &visiting) }.max()
        let below = group.lowerThan.map { level(of: $0, visiting: &visiting) }.min()
        switch (above, below) {
        case let (above?, below?): return below - above > 1 ? (above + below) / 2 : above + 1
        case let (above?, nil): return above + 3
        case let (nil, below?): return below - 3
        case (nil, nil): return Precedence.custom.level
        }
    }
}

extension Precedence {
    /// The level `Parser.parseBinary` compares: room between Swift's groups for the program's own.
    var level: Int { rawValue * 10 }
}
