// A switch over the error a catch caught (any Error): a case names an error enum's case, with or without a payload,
// and several error types may share one case.
enum ErrStartFailure: Error { case notConfigured, denied(String) }
enum ErrOther: Error { case boom }
func errStart(_ n: Int) throws {
    if n == 1 { throw ErrStartFailure.notConfigured }
    if n == 2 { throw ErrStartFailure.denied("no") }
    if n == 3 { throw ErrOther.boom }
}
func errOutcome(_ n: Int) -> String {
    do {
        try errStart(n)
        return "started"
    } catch {
        switch error {
        case ErrStartFailure.notConfigured, ErrOther.boom:
            return "cancelled"
        case ErrStartFailure.denied(let why):
            return "denied: \(why)"
        default:
            return "other"
        }
    }
}
func run() {
    print((0..<4).map(errOutcome))
}
