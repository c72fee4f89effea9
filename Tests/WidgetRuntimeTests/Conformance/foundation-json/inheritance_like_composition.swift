import Foundation

struct ComposedMeta: Codable {
    let createdBy: String
    let revision: Int
}

struct ComposedDocument: Codable {
    let title: String
    let meta: ComposedMeta
    let sections: [[String: String]]
}

func run() {
    let json = """
    {
      "title": "Plan",
      "meta": {"createdBy": "ops", "revision": 4},
      "sections": [{"h": "Intro"}, {"h": "Goals", "note": "draft"}]
    }
    """
    let document = try! JSONDecoder().decode(ComposedDocument.self, from: Data(json.utf8))
    print(document.title, document.meta.createdBy, document.meta.revision)
    print(document.sections.map { $0["h"]! })
    print(document.sections.compactMap { $0["note"] })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    print(String(data: try! encoder.encode(document.meta), encoding: .utf8)!)
}
