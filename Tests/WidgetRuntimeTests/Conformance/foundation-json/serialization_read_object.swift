import Foundation

func run() {
    let json = #"{"name": "Widget", "version": 3, "ratio": 0.75, "enabled": true, "tags": ["a", "b"], "meta": {"owner": "me"}}"#
    let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    print(object.keys.sorted())
    print(object["name"] as? String ?? "?")
    print(object["version"] as? Int ?? -1)
    print(object["ratio"] as? Double ?? -1)
    print(object["enabled"] as? Bool ?? false)
    print((object["tags"] as? [String])?.count ?? 0)
    let meta = object["meta"] as? [String: Any]
    print(meta?["owner"] as? String ?? "?")
    print(object["missing"] == nil)
}
