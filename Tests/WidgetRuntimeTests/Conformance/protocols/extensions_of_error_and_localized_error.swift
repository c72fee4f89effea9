import Foundation

enum ErrExtNetwork: LocalizedError, CustomStringConvertible {
    case offline, status(Int)
    var description: String {
        switch self {
        case .offline: return "offline"
        case .status(let code): return "status \(code)"
        }
    }
}

struct ErrExtPlain: Error { let why: String }

extension LocalizedError where Self: CustomStringConvertible {
    var errorDescription: String? { "E: " + description }
}

extension Error {
    var errExtShort: String { String(String(describing: self).prefix(12)) }
}

func errExtFail(_ n: Int) throws -> Int {
    if n == 0 { throw ErrExtNetwork.offline }
    if n < 0 { throw ErrExtNetwork.status(n) }
    if n > 100 { throw ErrExtPlain(why: "big") }
    return n * 2
}

func run() {
    for n in [0, -4, 5, 500] {
        do { print(try errExtFail(n)) }
        catch { print(error.errExtShort, "|", (error as? LocalizedError)?.errorDescription ?? "no description") }
    }
    let e: Error = ErrExtNetwork.status(3)
    print(e.localizedDescription, ErrExtNetwork.offline.errExtShort)
}
