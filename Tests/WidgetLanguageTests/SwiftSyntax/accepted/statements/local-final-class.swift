// A class declared in a function body with `final` before it.
func probe() -> Bool {
    final class ProbeState: @unchecked Sendable {
        var resumed = false
    }
    struct Local { var n = 1 }
    let state = ProbeState()
    return state.resumed && Local().n == 1
}
