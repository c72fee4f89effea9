// A module's own `struct Dictionary` beside the standard library's: its name
// means the module's type; `[K: V]` means Swift's, and `extension
// Swift.Dictionary` adds to Swift's.
struct Dictionary: Decodable {
    typealias PhraseID = String
    let main: String
    let phrases: [PhraseID: Int]
}

extension Dictionary {
    var phraseCount: Int { phrases.count }
}

extension Swift.Dictionary where Key == Dictionary.PhraseID, Value == Int {
    func pick(identifiers: [Key]) -> [Value] {
        identifiers.reduce(into: []) { accumulator, id in
            if let value = self[id] { accumulator.append(value) }
        }
    }

    var total: Int { values.reduce(0, +) }
}

func run() {
    let own = Dictionary(main: "cs", phrases: ["a": 1, "b": 2, "c": 3])
    print(own.main, own.phraseCount, own.phrases.pick(identifiers: ["c", "a", "x"]), own.phrases.total)
    let plain: [String: Int] = ["z": 9, "y": 1]
    print(plain.pick(identifiers: ["z", "y"]), plain.total, type(of: own))
    let made = [String: Int](uniqueKeysWithValues: [("k", 4)])
    let merged: [String: Int] = [:].merging([("k", 4), ("k", 6)]) { first, _ in first }
    print(merged)
    print(made.pick(identifiers: ["k"]), made.count)
    var grown = made
    grown.merge([("k", 1), ("j", 2)]) { $0 + $1 }
    print(grown.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, grown.total)
}
