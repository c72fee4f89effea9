enum SubPlanets {
    static let names = ["Mercury", "Venus", "Earth"]
    static subscript(_ n: Int) -> String { n >= 1 && n <= names.count ? names[n - 1] : "unknown" }
}

struct SubCodes {
    static subscript(code code: String) -> Int { code.unicodeScalars.reduce(0) { $0 + Int($1.value) } }
}

func run() {
    print(SubPlanets[1], SubPlanets[3], SubPlanets[9])
    print(SubCodes[code: "A"], SubCodes[code: "AB"])
}
