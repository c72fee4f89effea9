let points: [(x: Int, y: Int)] = [(0, 0), (1, 2)]
let table: [(String, [Int])] = []
let opt: [(Int, String)?] = [nil]
