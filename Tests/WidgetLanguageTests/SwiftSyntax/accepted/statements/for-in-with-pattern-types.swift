func typed(_ pairs: [(String, Int)]) {
    for (name, count): (String, Int) in pairs { print(name, count) }
    for item: Int in [1, 2] { print(item) }
}
