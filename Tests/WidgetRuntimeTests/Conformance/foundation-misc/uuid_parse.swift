import Foundation

func run() {
    let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let id = UUID(uuidString: text)!
    print(id.uuidString)
    print(id.uuidString == text)
    let lower = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
    print(lower.uuidString, lower == id)
    print(UUID(uuidString: "not-a-uuid") == nil)
    print(UUID(uuidString: "E621E1F8C36C495A93FC0C247A3E6E5F") == nil)
    print(id.uuid.0, id.uuid.15)
    let other = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    print(other.uuidString, other < id)
}
