import Foundation

struct TaggedItem: Identifiable {
    let id: UUID
    let title: String
}

func run() {
    let items = [
        TaggedItem(id: UUID(uuidString: "11111111-2222-3333-4444-555555555555")!, title: "one"),
        TaggedItem(id: UUID(uuidString: "AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE")!, title: "two"),
    ]
    var byID: [UUID: String] = [:]
    for item in items {
        byID[item.id] = item.title
    }
    let lookup = UUID(uuidString: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee")!
    print(byID[lookup] ?? "missing")
    print(items.map { String($0.id.uuidString.prefix(8)) })
    print(Set(items.map(\.id)).count)
}
