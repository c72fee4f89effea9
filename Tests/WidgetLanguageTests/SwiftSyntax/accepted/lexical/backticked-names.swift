let `class` = "reserved word as a name"
let `default` = 0
func `switch`(_ value: Int) -> Int { value }
struct Config {
    var `for`: String
    var `in`: Int
    var `self`: Bool
}
enum Keyword { case `if`, `else`, `return` }
func useKeyword() -> Keyword { .if }
