func favDouble(_ n: Int) -> Int { n * 2 }
func favIsEven(_ n: Int) -> Bool { n % 2 == 0 }
func favShout(_ s: String) -> String { s.uppercased() + "!" }

func run() {
    let numbers = [1, 2, 3, 4]
    print(numbers.map(favDouble))
    print(numbers.filter(favIsEven))
    print(["hi", "yo"].map(favShout))
    print(numbers.map(favDouble).filter(favIsEven).count)
    let f = favDouble
    print(f(21))
}
