struct InitVarPath {
    var parts: [String]
    init(path: String...) { parts = path }
}

func initVarSum(of values: Int..., scale: Int = 1) -> Int {
    values.reduce(0, +) * scale
}

extension String {
    init(initVarJoining parts: String...) { self = parts.joined(separator: "-") }
}

func run() {
    print(InitVarPath(path: "a", "b", "c").parts)
    let made: InitVarPath = .init(path: "x", "y")
    print(made.parts, initVarSum(of: 1, 2, 3), initVarSum(of: 4, 5, scale: 2))
    print(String(initVarJoining: "p", "q", "r"))
    let joined: String = .init(initVarJoining: "s", "t")
    print(joined)
}
