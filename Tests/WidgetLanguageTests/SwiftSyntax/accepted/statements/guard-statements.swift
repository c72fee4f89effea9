func guards(_ input: [String: Any]) throws -> Int {
    guard let name = input["name"] as? String else { return 0 }
    guard !name.isEmpty, let age = input["age"] as? Int, age > 0 else {
        throw CocoaError(.validationMissingMandatoryProperty)
    }
    guard case let count as Int = input["count"] else { return age }
    guard var mutable = input["x"] as? Int else { fatalError("no x") }
    mutable += count
    return mutable
}
