let a: [String: [Int: Set<String>]] = [:]
let b: Array<Array<Array<Int>>> = []
let c: Optional<Result<[Int], Never>> = nil
let d = Array<Dictionary<String, Int>>()
