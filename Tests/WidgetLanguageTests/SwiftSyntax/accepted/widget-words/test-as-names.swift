struct Exam { var test: String; var score: Int }
func test() -> Bool { true }
func run(test: Exam) -> Int {
    let test = test.score
    return test
}
enum Mode { case test, live }
let mode = Mode.test
var isTest: Bool { test() }
