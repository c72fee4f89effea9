enum QualifiedFailure: Error { case bad, worse(Int) }

func qualifiedCheck(_ n: Int) -> Result<Int, QualifiedFailure> {
    n > 0 ? Result.success(n) : Result<Int, QualifiedFailure>.failure(.worse(n))
}

func run() {
    let a: Result<Int, QualifiedFailure> = Result.success(3)
    print(a)
    let b = Result<Int, QualifiedFailure>.success(4)
    let c = Result<String, QualifiedFailure>.failure(.bad)
    print(b, c)
    print(qualifiedCheck(2), qualifiedCheck(-1))
    if case .success(let v) = qualifiedCheck(5) { print("got", v) }
    print((try? b.get()) ?? 0, (try? c.get()) ?? "none")
    let made = Result<Int, Error> { 7 }
    print(made, "\(b)")
    print(b.map { $0 * 2 }, c.mapError { _ in QualifiedFailure.worse(1) })
}
