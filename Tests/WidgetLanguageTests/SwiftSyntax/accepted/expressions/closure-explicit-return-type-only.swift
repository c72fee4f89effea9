let parse = { (s: String) -> Int? in Int(s) }
let convert: (Int) -> String = { number -> String in String(number) }
let noParams = { () -> [Int] in [] }
