let items: [any Hashable] = [1, "a"]
let lookup: [String: any Codable] = [:]
let maybe: (any Sendable)? = nil
let fn: (any Error) -> Void = { _ in }
