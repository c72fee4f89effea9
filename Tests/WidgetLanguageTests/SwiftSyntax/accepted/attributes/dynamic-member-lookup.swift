@dynamicMemberLookup
struct JSONValue {
    var storage: [String: Any]
    subscript(dynamicMember key: String) -> Any? { storage[key] }
}
@dynamicMemberLookup
struct Wrapper<T> {
    var value: T
    subscript<U>(dynamicMember keyPath: KeyPath<T, U>) -> U { value[keyPath: keyPath] }
}
@dynamicCallable
struct Command {
    func dynamicallyCall(withArguments args: [String]) -> String { args.joined() }
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> Int { args.count }
}
