import Foundation

enum ProtoFetchError: LocalizedError {
    case offline
    case status(code: Int)
    var errorDescription: String? {
        switch self {
        case .offline: return "You are offline"
        case .status(let code): return "Server said \(code)"
        }
    }
}

struct ProtoParseError: LocalizedError {
    let line: Int
    var errorDescription: String? { "Bad line \(line)" }
}

func protoLoad(_ step: Int) throws -> String {
    switch step {
    case 0: throw ProtoFetchError.offline
    case 1: throw ProtoFetchError.status(code: 503)
    case 2: throw ProtoParseError(line: 7)
    default: return "ok"
    }
}

func run() {
    for step in 0...3 {
        do {
            print(try protoLoad(step))
        } catch let failure as ProtoFetchError {
            print("fetch:", failure.localizedDescription, failure.errorDescription ?? "-")
        } catch {
            print("other:", error.localizedDescription)
        }
    }
    let direct = ProtoParseError(line: 2)
    print(direct.localizedDescription, ProtoFetchError.status(code: 404).localizedDescription)
}
