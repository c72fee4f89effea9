import Foundation

enum KbSize: String, CaseIterable { case small, large }

struct KbItem {
    let name: String
    let size: KbSize
    var tags: [String]
}

func run() {
    print([String.Encoding.utf8, .ascii, .utf16].map(\.rawValue))
    print(KbSize.allCases.map(\.rawValue))
    let items = [KbItem(name: "a", size: .large, tags: ["x"]), KbItem(name: "bb", size: .small, tags: [])]
    print(items.map(\.size.rawValue), items.map(\.name.count), items.map(\.tags.isEmpty))
    print([Date(timeIntervalSince1970: 60)].map(\.timeIntervalSince1970))
    print(["one", "three"].map(\.count), [[1, 2], []].map(\.isEmpty))
}
