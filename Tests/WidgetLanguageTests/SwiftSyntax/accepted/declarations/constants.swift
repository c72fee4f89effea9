let maximum = 10
let name: String = "Widget"
public let version = "1.0"
private let secret = 0x5EC
fileprivate let shared = [1, 2]
let a, b: Int
let c = 1, d = 2.0, e = "three"
let (x, y) = (1, 2)
