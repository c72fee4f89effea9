// PropertyListSerialization: a dictionary written as XML and read back, an array as binary, data that is no property list.

import Foundation

func run() {
    let dict: [String: Any] = ["name": "Ada", "age": 36, "tags": ["a", "b"], "ok": true, "ratio": 0.5]
    do {
        let data = try PropertyListSerialization.data(fromPropertyList: dict, format: .xml, options: 0)
        let text = String(data: data, encoding: .utf8) ?? ""
        print(text.contains("<key>name</key>"), text.hasPrefix("<?xml"), text.contains("<integer>36</integer>"))
        let back = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        if let read = back as? [String: Any] {
            print(read.keys.sorted())
            print(read["name"] as? String ?? "", read["age"] as? Int ?? 0, read["tags"] as? [String] ?? [], read["ok"] as? Bool ?? false, read["ratio"] as? Double ?? 0)
        }
        let binary = try PropertyListSerialization.data(fromPropertyList: ["x", "y"], format: .binary, options: 0)
        let list = try PropertyListSerialization.propertyList(from: binary, options: .mutableContainersAndLeaves, format: nil) as? [String]
        print(list ?? [], binary.prefix(6) == Data("bplist".utf8))
    } catch {
        print("error")
    }
    do {
        _ = try PropertyListSerialization.propertyList(from: Data([0xff, 0x00, 0x12]), options: [], format: nil)
        print("read")
    } catch {
        print("not a property list")
    }
    print(PropertyListSerialization.propertyList(["a": 1], isValidFor: .xml))
}
