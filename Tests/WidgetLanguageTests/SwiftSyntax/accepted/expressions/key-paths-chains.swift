struct Address { var city: String; var lines: [String] }
struct Person { var address: Address?; var tags: [String: Int]; var pets: [String] }
func keyPaths() {
    let a = \Person.address?.city
    let b = \Person.address!.lines[0]
    let c = \Person.tags["x"]
    let d = \Person.pets.count
    let e = \Person.pets[1].count
    let f = \Person.address?.lines.first?.count
    let g = \[Int].count
    let h = \[String: Int].["key"]
    let i = \Person.self
    let j = \(Int, String).1
    _ = (a, b, c, d, e, f, g, h, i, j)
}
