func run() {
    print([[1, 2], [], [3]])
    print([["a"], ["b", "c"]])
    print(["k": [1, 2]])
    print([1: ["x": true]])
    print([[1.5], [2]])
    print([Int]())
    print([String: Int]())
    print([[String]]())
    print([Set([3])])
    print(["only": "one"])
}
