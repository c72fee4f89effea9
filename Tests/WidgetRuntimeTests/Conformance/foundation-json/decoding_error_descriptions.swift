import Foundation

struct DedescInner: Decodable { let name: String; let n: Int }
struct DedescOuter: Decodable { let items: [DedescInner]; let flag: Bool?; let d: [String: Int]? }
struct DedescAll: Decodable { let i: Int; let s: String; let b: Bool; let x: Double; let a: [Int]; let o: DedescInner }
enum DedescKind: String, Decodable { case a, b }
struct DedescK: Decodable { let k: DedescKind }
enum DedescKeys: String, CodingKey { case name, n }
struct DedescUnderlying: Error {}

func dedescPrint<T: Decodable>(_ type: T.Type, _ text: String) {
    do { _ = try JSONDecoder().decode(type, from: Data(text.utf8)); print("decoded") } catch { print(error) }
}

func run() {
    dedescPrint(DedescOuter.self, #"{"items": [{"name": "x", "n": 1}, {"name": "y"}]}"#)
    dedescPrint(DedescOuter.self, #"{"items": [{"name": "x", "n": "1"}]}"#)
    dedescPrint(DedescOuter.self, #"{"items": [{"name": 3, "n": 1}]}"#)
    dedescPrint(DedescOuter.self, #"{"items": {}}"#)
    dedescPrint(DedescOuter.self, #"{"items": [], "flag": "yes"}"#)
    dedescPrint(DedescOuter.self, #"{"items": [], "d": {"a": "b"}}"#)
    dedescPrint(DedescOuter.self, #"{"items": [null]}"#)
    dedescPrint(DedescOuter.self, #"[1]"#)
    dedescPrint(DedescOuter.self, #"{"items": [1]}"#)
    for text in [#"{"i": true}"#, #"{"i": [1]}"#, #"{"i": {}}"#, #"{"i": 1, "s": 2}"#, #"{"i": 1, "s": true}"#,
                 #"{"i": 1, "s": "", "b": "t"}"#, #"{"i": 1, "s": "", "b": true, "x": "1"}"#, #"{"i": 1, "s": "", "b": true, "x": 1, "a": {}}"#,
                 #"{"i": 1, "s": "", "b": true, "x": 1, "a": [], "o": 5}"#, #"{"i": null}"#, #"{"i": 1, "s": null}"#,
                 #"{"i": 1, "s": "", "b": true, "x": 1, "a": null}"#, #"{"i": 1, "s": "", "b": true, "x": 1, "a": [], "o": null}"#, "nope"] {
        dedescPrint(DedescAll.self, text)
    }
    dedescPrint(DedescK.self, #"{"k": "c"}"#)
    dedescPrint([Int].self, #"[1, "a"]"#)
    dedescPrint([String: Int].self, #"{"z": "a"}"#)
    print(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")))
    print(DecodingError.keyNotFound(DedescKeys.name, .init(codingPath: [DedescKeys.n], debugDescription: "")))
    print(DecodingError.valueNotFound(String.self, .init(codingPath: [], debugDescription: "")))
    print(DecodingError.typeMismatch([String].self, .init(codingPath: [DedescKeys.n], debugDescription: "x", underlyingError: DedescUnderlying())))
    print("\(DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "tm")))")
    print(String(describing: EncodingError.invalidValue("s", .init(codingPath: [DedescKeys.n], debugDescription: "iv"))))
}
