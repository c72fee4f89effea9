enum DescDirection { case north, south }
enum DescMove { case step(Int), turn(to: DescDirection), wait(seconds: Double, reason: String) }
enum DescCode: Int { case ok = 200, missing = 404 }

func run() {
    print(DescDirection.north)
    print([DescDirection.north, .south])
    print(DescMove.step(3), DescMove.turn(to: .south))
    print(DescMove.wait(seconds: 1.5, reason: "red light"))
    print([DescMove.step(1)])
    print(DescCode.missing, DescCode.ok.rawValue)
    print("going \(DescDirection.south)")
    debugPrint(DescDirection.north)
}
