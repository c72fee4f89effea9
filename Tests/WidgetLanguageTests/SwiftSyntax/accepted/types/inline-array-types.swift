let rgb: [3 of UInt8] = [255, 128, 0]
let grid: [2 of [2 of Int]] = [[1, 2], [3, 4]]
let explicit: InlineArray<4, Double> = [0, 0, 0, 0]
