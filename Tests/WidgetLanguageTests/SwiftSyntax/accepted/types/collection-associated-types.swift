protocol Note {}
struct Language {
    var codes: [String] = []
    func firstIndex(preferringEnd: Bool) -> [String].Index {
        let index: [String].Index = preferringEnd ? codes.endIndex : 0
        return index
    }
    func element(at index: [String].Index) -> [String].Element { codes[index] }
    func pairs(_ table: [String: Int]) -> [[String: Int].Element] { Array(table) }
    func key(_ table: [String: Int]) -> [String: Int].Key? { table.keys.first }
}
let notes = [any Note]()
var optionalNotes = [(any Note)?]()
