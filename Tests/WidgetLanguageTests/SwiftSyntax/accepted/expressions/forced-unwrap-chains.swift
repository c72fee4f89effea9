func forced(_ dict: [String: [String: Int]]) -> Int {
    dict["a"]!["b"]! + dict.first!.value.count
}
