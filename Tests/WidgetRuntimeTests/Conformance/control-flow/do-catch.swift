enum CfError: Error {
    case tooSmall(Int)
    case tooLarge
}

func cfCheck(_ n: Int) throws -> Int {
    if n < 0 { throw CfError.tooSmall(n) }
    if n > 100 { throw CfError.tooLarge }
    return n * 2
}

func run() {
    for n in [5, -3, 500] {
        do {
            let value = try cfCheck(n)
            print("ok", value)
        } catch CfError.tooSmall(let m) {
            print("too small", m)
        } catch {
            print("other error", error)
        }
    }
    print((try? cfCheck(10)) ?? -1, (try? cfCheck(-1)) ?? -1)
    let results = [1, 200].map { n in Result { try cfCheck(n) } }
    for result in results {
        if case .success(let v) = result { print("success", v) } else { print("failure") }
    }
}
