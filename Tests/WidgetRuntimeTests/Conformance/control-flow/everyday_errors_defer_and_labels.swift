enum PqError: Error, CustomStringConvertible {
    case tooSmall(Int)
    case missing(String)
    var description: String {
        switch self {
        case .tooSmall(let n): return "too small: \(n)"
        case .missing(let k): return "missing \(k)"
        }
    }
}
func pqCheck(_ n: Int) throws -> Int {
    guard n >= 10 else { throw PqError.tooSmall(n) }
    return n * 2
}
func pqLookup(_ d: [String: Int], _ k: String) throws -> Int {
    guard let v = d[k] else { throw PqError.missing(k) }
    return try pqCheck(v)
}
func run() {
    do {
        print(try pqCheck(12))
        print(try pqCheck(3))
    } catch let e as PqError {
        print("caught", e)
    } catch {
        print("other")
    }
    let d = ["a": 20, "b": 1]
    for k in ["a", "b", "c"] {
        do { print(k, try pqLookup(d, k)) } catch { print(k, "error:", error) }
    }
    print((try? pqCheck(50)) as Any, (try? pqCheck(5)) as Any)
    let r: Result<Int, PqError> = Result { try pqCheck(11) }.mapError { ($0 as? PqError) ?? .missing("?") }
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("fail", e)
    }
    var log: [String] = []
    func work() {
        defer { log.append("end") }
        log.append("start")
        defer { log.append("second defer") }
        log.append("middle")
    }
    work()
    print(log)
    outer: for i in 1...3 {
        for j in 1...3 {
            if j == 2 { continue outer }
            if i == 3 { break outer }
            print(i, j, terminator: " ")
        }
    }
    print()
}
