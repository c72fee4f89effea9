enum Family: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: String { rawValue }
    static var `default`: Family { .small }
    init?(columns: Int) {
        switch columns {
        case 1: self = .small
        case 2: self = .medium
        default: return nil
        }
    }
    func next() -> Family {
        let all = Self.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
    struct Nested {}
}
