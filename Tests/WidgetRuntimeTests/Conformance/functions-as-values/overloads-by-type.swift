func favShow(_ value: Int) -> String { "int \(value)" }
func favShow(_ value: String) -> String { "string \(value)" }
func favShow(_ value: Double) -> String { "double \(value)" }
func favShow(_ value: [Int]) -> String { "array of \(value.count)" }
func favShow<T>(_ value: T?) -> String { value.map { "some \($0)" } ?? "none" }

func run() {
    print(favShow(3))
    print(favShow("x"))
    print(favShow(2.5))
    print(favShow([1, 2]))
    let maybe: Int? = nil
    print(favShow(maybe))
    print(favShow(Optional("y")))
}
