enum Failure: Error { case bad }
func risky() throws -> Int { 1 }
func tries() throws -> Int {
    let a = try risky()
    let b = try? risky()
    let c = try! risky()
    let d = try risky() + risky()
    let e = (try? risky()) ?? 0
    return a + (b ?? 0) + c + d + e
}
