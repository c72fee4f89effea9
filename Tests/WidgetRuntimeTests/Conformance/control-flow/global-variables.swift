var cfGlobalCounter = 0
var cfGlobalNames: [String] = []
let cfGlobalStep = 5

func cfGlobalBump(_ name: String) -> Int {
    cfGlobalCounter += cfGlobalStep
    cfGlobalNames.append(name)
    return cfGlobalCounter
}

func run() {
    // A global `var` changes, from any function, and keeps its value.
    print(cfGlobalBump("a"), cfGlobalBump("b"))
    cfGlobalCounter = 1
    cfGlobalNames[0] = "z"
    print(cfGlobalCounter, cfGlobalNames, cfGlobalStep)
}
