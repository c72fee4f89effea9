struct Model: @unchecked Sendable, @preconcurrency Decodable, Hashable {}
enum Kind: @retroactive CustomStringConvertible { case a; var description: String { "" } }
