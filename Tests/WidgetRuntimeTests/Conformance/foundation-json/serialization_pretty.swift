import Foundation

func run() {
    let payload: [String: Any] = ["title": "Steps", "values": [1200, 3400], "goal": ["daily": 8000]]
    let data = try! JSONSerialization.data(withJSONObject: payload, options: [.prettyPrinted, .sortedKeys])
    print(String(data: data, encoding: .utf8)!)
    let fragment = try! JSONSerialization.jsonObject(with: Data("42".utf8), options: [.fragmentsAllowed])
    print(fragment as? Int ?? -1)
    let list = try! JSONSerialization.jsonObject(with: Data("[true, null, \"s\"]".utf8)) as! [Any]
    print(list.count, list[0] as? Bool ?? false, list[1] is NSNull, list[2] as? String ?? "")
}
