import Foundation

func run() {
    let payload: [String: Any] = ["zeta": 1, "alpha": "first", "mid": [1, 2, 3], "flag": false, "nested": ["b": 2, "a": 1]]
    let data = try! JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
    print(String(data: data, encoding: .utf8)!)
    let array: [Any] = ["x", 2, ["k": "v"]]
    let arrayData = try! JSONSerialization.data(withJSONObject: array, options: [.sortedKeys])
    print(String(data: arrayData, encoding: .utf8)!)
    print(JSONSerialization.isValidJSONObject(payload), JSONSerialization.isValidJSONObject("text"))
}
