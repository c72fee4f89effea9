/// The infix operators a Swift module declares (`infix operator ^^: PowerPrecedence`) and
/// the places of its precedence groups (`precedencegroup PowerPrecedence { higherThan:
/// MultiplicationPrecedence associativity: right }`) among Swift's: they decide how an
/// expression groups. Declarations may follow their uses and lie in any file of the
/// module, so they are read from the tokens of every file before any is parsed.
struct OperatorTable {
    /// Where an operator binds: its level (see `Precedence.level`; higher binds tighter)
    /// and whether a chain of it groups to the right.
    struct Binding: Equatable {
        var level: Int
        var isRightAssociative: Bool
    }

    /// The module's infix operators; those it does not declare are in `DefaultPrecedence`.
    var infix: [String: Binding] = [:]

    /// Swift's own groups, by the name a declaration names them with.
    static let standardGroups: [String: Binding] = {
        var groups: [String: Binding] = [:]
        let named: [(String, Precedence)] = [
            ("AssignmentPrecedence", .assignment), ("TernaryPrecedence", .ternary), ("DefaultPrecedence", .custom),
            ("LogicalDisjunctionPrecedence", .disjunction), ("LogicalConjunctionPrecedence", .conjunction),
            ("ComparisonPrecedence", .comparison), ("NilCoalescingPrecedence", .nilCoalescing), ("CastingPrecedence", .casting),
            ("RangeFormationPrecedence", .range), ("AdditionPrecedence", .addition), ("MultiplicationPrecedence", .multiplication),
            ("BitwiseShiftPrecedence", .bitwiseShift),
        ]
        for (name, precedence) in named {
            groups[name] = Binding(level: precedence.level, isRightAssociative: precedence.isRightAssociative)
        }
        // Between assignment and the ternary, as in Swift.
        groups["FunctionArrowPrecedence"] = Binding(level: Precedence.assignment.level + Precedence.step / 2, isRightAssociative: true)
        return groups
    }()

    /// A precedence group as declared: the groups it binds tighter and looser than, and its associativity.
    struct Group {
        var higherThan: [String] = []
        var lowerThan: [String] = []
        var isRightAssociative = false
    }

    /// The table the declarations in `lists` make.
    init(reading lists: [Parser.TokenList]) {
        var groups: [String: Group] = [:]
        var operators: [(name: String, group: String?)] = []
        for list in lists {
            let tokens = list.tokens
            var index = 0
            func identifier(_ at: Int) -> String? {
                guard at < tokens.count, case .identifier(let name) = tokens[at].kind else { return nil }
                return name
            }
            func punct(_ at: Int) -> String? {
                guard at < tokens.count, case .punct(let text) = tokens[at].kind else { return nil }
                return text
            }
            while index < tokens.count {
                if identifier(index) == "precedencegroup", let name = identifier(index + 1), punct(index + 2) == "{" {
                    var group = Group()
                    index += 3
                    while index < tokens.count, punct(index) != "}" {
                        guard let attribute = identifier(index), punct(index + 1) == ":" else { index += 1; continue }
                        index += 2
                        switch attribute {
                        case "higherThan", "lowerThan":
                            while let other = identifier(index) {
                                if attribute == "higherThan" { group.higherThan.append(other) } else { group.lowerThan.append(other) }
                                index += 1
                                guard punct(index) == "," else { break }
                                index += 1
                            }
                        case "associativity":
                            group.isRightAssociative = identifier(index) == "right"
                            index += 1
                        default:
                            index += 1
                        }
                    }
                    groups[name] = group
                } else if identifier(index) == "infix", identifier(index + 1) == "operator", var name = punct(index + 2) {
                    // The operator's characters may be read as more than one token (`.+.`); they touch.
                    index += 3
                    while let more = punct(index), more != ":", more != "{", more != ";", !tokens[index].spaceBefore {
                        name += more
                        index += 1
                    }
                    operators.append((name, punct(index) == ":" ? identifier(index + 1) : nil))
                }
                index += 1
            }
        }
        var resolved: [String: Binding] = [:]
        for (name, group) in operators {
            guard Precedence.standard[name] == nil else { continue }
            var visiting: Set<String> = []
            infix[name] = OperatorTable.binding(of: group ?? "DefaultPrecedence", groups, &resolved, &visiting)
        }
    }

    init() {}

    /// A group's place: between the tightest group it is higher than and the loosest it is
    /// lower than; a bound it does not give is the nearest of Swift's groups on that side.
    /// Groups that Swift leaves unrelated may share a level: an expression that mixes them
    /// does not compile in Swift.
    static func binding(of name: String, _ groups: [String: Group], _ resolved: inout [String: Binding],
                        _ visiting: inout Set<String>) -> Binding {
        if let standard = standardGroups[name] { return standard }
        if let known = resolved[name] { return known }
        let fallback = standardGroups["DefaultPrecedence"] ?? Binding(level: Precedence.custom.level, isRightAssociative: false)
        // An unknown group, or one that depends on itself, does not compile in Swift.
        guard let group = groups[name], !visiting.contains(name) else { return fallback }
        visiting.insert(name)
        defer { visiting.remove(name) }
        let lows = group.higherThan.map { OperatorTable.binding(of: $0, groups, &resolved, &visiting).level }
        let highs = group.lowerThan.map { OperatorTable.binding(of: $0, groups, &resolved, &visiting).level }
        let standardLevels = standardGroups.values.map(\.level).sorted()
        var low = lows.max(), high = highs.min()
        if low == nil, let high { low = standardLevels.last { $0 < high } ?? high - Precedence.step }
        if high == nil, let low { high = standardLevels.first { $0 > low } ?? low + Precedence.step }
        var place = fallback
        if let low, let high { place.level = low + Swift.max(1, (high - low) / 2) }
        place.isRightAssociative = group.isRightAssociative
        resolved[name] = place
        return place
    }

    /// Where the operator `op` binds; `precedence` is its standard group.
    func binding(_ op: String, _ precedence: Precedence) -> Binding {
        if precedence == .custom, let declared = infix[op] { return declared }
        return Binding(level: precedence.level, isRightAssociative: precedence.isRightAssociative)
    }
}

extension Precedence {
    /// The distance between two of Swift's groups' levels, room for the program's own groups between them.
    static let step = 1 << 20

    /// The level precedence climbing compares: Swift's groups `step` apart, lowest first.
    var level: Int { rawValue * Precedence.step }
}
