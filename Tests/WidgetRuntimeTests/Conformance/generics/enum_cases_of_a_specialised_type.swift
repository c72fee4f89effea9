// A generic enum's case made through its type with the arguments written (`Outcome<Int, String>.success(1)`), as
// a value, in a comparison and matched in a switch.
enum SpecOutcome<Value, Problem> {
    case success(Value)
    case failure(Problem)
    case pending
}

func specLabel(_ outcome: SpecOutcome<Int, String>) -> String {
    switch outcome {
    case .success(let value): return "ok \(value)"
    case .failure(let problem): return "failed: \(problem)"
    case .pending: return "waiting"
    }
}

func run() {
    let made = SpecOutcome<Int, String>.success(3)
    let broken = SpecOutcome<Int, String>.failure("disk")
    let waiting = SpecOutcome<Int, String>.pending
    print(specLabel(made), specLabel(broken), specLabel(waiting))
    let all: [SpecOutcome<Int, String>] = [made, .success(4), broken]
    print(all.map(specLabel))
    if case .success(let n) = SpecOutcome<Int, String>.success(9) { print(n * 2) }
}
