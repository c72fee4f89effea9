let key: String
    .Index = "abc".startIndex
func make() -> Dictionary<String, Int>
    .Index? { nil }
