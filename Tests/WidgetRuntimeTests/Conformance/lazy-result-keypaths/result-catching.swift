struct LkDivideError: Error { var numerator: Int }

func lkDivide(_ a: Int, _ b: Int) throws -> Int {
    guard b != 0 else { throw LkDivideError(numerator: a) }
    return a / b
}

func run() {
    let good = Result { try lkDivide(10, 2) }
    let bad = Result { try lkDivide(7, 0) }
    print((try? good.get()) ?? -1)
    switch bad {
    case .success: print("unexpected")
    case .failure(let error): print("failed for", (error as? LkDivideError)?.numerator ?? -1)
    }
    do {
        _ = try bad.get()
    } catch {
        print("rethrown", error is LkDivideError)
    }
}
