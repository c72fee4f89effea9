let count: Int = 0
var name: String = ""
let ratio: Double = 0.5
let flag: Bool = false
let maybe: String? = nil
var values: [Int] = []
