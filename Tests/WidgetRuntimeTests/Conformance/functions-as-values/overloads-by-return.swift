func favMake() -> Int { 7 }
func favMake() -> String { "seven" }
func favMake() -> [Double] { [7.0] }

func run() {
    let a: Int = favMake()
    let b: String = favMake()
    let c: [Double] = favMake()
    print(a, b, c)
    print(favMake() + 1)
    print(favMake() as String)
}
