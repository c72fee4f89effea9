final class IUOBox {
    var label: String!
    let size: Int!
    init(size: Int) { self.size = size }
}

func iuoDescribe(_ text: String, _ n: Int) -> String { "\(text)×\(n)" }

func run() {
    let box = IUOBox(size: 3)
    print(box.label == nil)
    box.label = "crate"
    print(iuoDescribe(box.label, box.size))
    if let label = box.label { print(label.count) }
    print(box.label?.uppercased() ?? "none")
}
