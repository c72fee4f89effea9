struct DescPoint { var x: Int; var y: Int }
struct DescLabel { var text: String; var point: DescPoint; var weight: Double }

func run() {
    let p = DescPoint(x: 1, y: -2)
    print(p)
    print("at \(p)")
    print(String(describing: p))
    print(DescLabel(text: "hi", point: p, weight: 0.5))
    print([p, DescPoint(x: 0, y: 0)])
    debugPrint(p)
}
