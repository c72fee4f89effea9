import Foundation

struct OptionalProfile: Decodable {
    let name: String
    let nickname: String?
    let age: Int?
    let email: String?
}

func run() {
    let json = #"{"name": "Lin", "nickname": null, "age": 30}"#
    let profile = try! JSONDecoder().decode(OptionalProfile.self, from: Data(json.utf8))
    print(profile.name)
    print(profile.nickname == nil, profile.nickname ?? "none")
    print(profile.age ?? -1)
    print(profile.email == nil)
    let display = profile.nickname ?? profile.name
    print(display)
}
