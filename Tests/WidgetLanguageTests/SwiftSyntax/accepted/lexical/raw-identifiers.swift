func `adds two numbers`() -> Int { 1 + 1 }
enum Version { case `1.0`, `2.0 beta` }
func useRaw() -> Int { `adds two numbers`() }
let `hello world` = 42
