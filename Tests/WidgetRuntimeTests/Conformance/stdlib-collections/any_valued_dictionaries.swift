import Foundation

// A dictionary of Any made empty with `[String: Any]()` and filled by reduce, as request parameters are.
func run() {
    let items = [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "filter", value: nil)]
    let parameters = items.reduce([String: Any]()) { (dict, item) -> [String: Any] in
        var dict = dict
        dict[item.name] = item.value ?? "none"
        return dict
    }
    print(parameters.count, parameters["page"] as? String ?? "?", parameters["filter"] as? String ?? "?")
    var list = [Any]()
    list.append(1)
    list.append("two")
    print(list.count, list[1] as? String ?? "?")
}
