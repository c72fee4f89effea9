// A UUID is encoded as its text, alone, in a struct (an `Identifiable` item's `var id = UUID()`), in an array, a
// dictionary and an optional; decoded back it is the same UUID.
import Foundation

struct UuidTodo: Codable, Equatable, Identifiable {
    var id = UUID()
    var title: String
}

struct UuidLinks: Codable {
    var url: URL
    var owner: UUID
    var members: [UUID]
    var byName: [String: UUID]
    var previous: UUID?
}

func run() {
    let first = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    let second = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var todo = UuidTodo(title: "write")
    todo.id = first
    let data = try! encoder.encode(todo)
    print(String(data: data, encoding: .utf8)!)
    let back = try! JSONDecoder().decode(UuidTodo.self, from: data)
    print(back == todo, back.id.uuidString)
    let links = UuidLinks(url: URL(string: "https://example.com/a?b=1")!, owner: second, members: [first, second],
                          byName: ["ann": first], previous: nil)
    let text = String(data: try! encoder.encode(links), encoding: .utf8)!
    print(text)
    let decoded = try! JSONDecoder().decode(UuidLinks.self, from: Data(text.utf8))
    print(decoded.url.host ?? "", decoded.owner == second, decoded.members == [first, second], decoded.byName["ann"] == first, decoded.previous == nil)
    print(String(data: try! encoder.encode([second]), encoding: .utf8)!)
}
