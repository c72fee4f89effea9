import Foundation

struct SimpleUser: Codable {
    let id: Int
    let name: String
    let active: Bool
    let score: Double
}

func run() {
    let json = #"{"id": 7, "name": "Ada", "active": true, "score": 91.5}"#
    let user = try! JSONDecoder().decode(SimpleUser.self, from: Data(json.utf8))
    print(user.id)
    print(user.name)
    print(user.active)
    print(user.score)
    print("\(user.name) (#\(user.id)) scored \(user.score)")
}
