let t = Int.self
let s = String?.self
let arr = [Int].self
func value() -> Int { let x = 5; return x.self }
