struct CollAssocLanguage {
    var codes: [String] = ["fa", "en", "de"]
    func firstIndex(preferringEnd: Bool) -> [String].Index {
        let index: [String].Index = preferringEnd ? codes.endIndex : 1
        return index
    }
    func element(at index: [String].Index) -> [String].Element { codes[index] }
    func pairs(_ table: [String: Int]) -> [[String: Int].Element] { table.sorted { $0.key < $1.key } }
    func value(_ table: [String: Int]) -> [String: Int].Value? { table["a"] }
}
protocol CollAssocNote { var text: String { get } }
struct CollAssocPlain: CollAssocNote { let text: String }

func run() {
    let l = CollAssocLanguage()
    print(l.firstIndex(preferringEnd: true), l.firstIndex(preferringEnd: false), l.element(at: 2))
    print(l.pairs(["b": 2, "a": 1]).map { "\($0.key)=\($0.value)" }, l.value(["a": 7]) ?? 0)
    var notes = [any CollAssocNote]()
    notes.append(CollAssocPlain(text: "one"))
    print(notes.count, notes.map(\.text))
}
