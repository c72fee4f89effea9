struct DescSize { var w: Double; var h: Double }
struct DescFrame { var origin: (Int, Int); var size: DescSize; var tags: [String: Int] }
enum DescLayer { case frame(DescFrame), empty }

func run() {
    let frame = DescFrame(origin: (1, 2), size: DescSize(w: 3, h: 4.5), tags: ["z": 1])
    print(frame)
    print(DescLayer.frame(frame))
    print([DescLayer.empty])
    print(Optional(DescSize(w: 1, h: 1)) as Any)
}
