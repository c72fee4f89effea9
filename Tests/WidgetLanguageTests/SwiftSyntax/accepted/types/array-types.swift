let a: [Int] = [1, 2, 3]
let b: Array<String> = []
let c: [[Double]] = [[1.0], [2.0, 3.0]]
let d: [Array<Int>] = []
let e = [Int]()
let f = Array<Int>(repeating: 0, count: 3)
let g: ContiguousArray<UInt8> = []
