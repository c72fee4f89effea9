func favSum(_ numbers: Int...) -> Int { numbers.reduce(0, +) }
func favJoin(_ parts: String..., separator: String = " ") -> String { parts.joined(separator: separator) }
func favCount<T>(_ items: T...) -> Int { items.count }

func run() {
    print(favSum(), favSum(1), favSum(1, 2, 3))
    print(favJoin("a", "b", "c"))
    print(favJoin("x", "y", separator: "-"))
    print(favCount("a", "b"), favCount(1.5), favCount(true, false, true))
}
