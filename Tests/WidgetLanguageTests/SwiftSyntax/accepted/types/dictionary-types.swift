let scores: [String: Int] = ["a": 1, "b": 2]
let empty: [String: [Int]] = [:]
let generic: Dictionary<String, Double> = [:]
let nested: [String: [String: Bool]] = ["x": ["y": true]]
let made = [String: Int]()
let optionalValues: [Int: String?] = [1: nil]
