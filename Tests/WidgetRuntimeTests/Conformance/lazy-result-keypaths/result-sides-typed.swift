import Foundation

enum SidesError: Error, LocalizedError {
    case offline, status(Int), missing(String)
    var errorDescription: String? {
        switch self {
        case .offline: return "offline"
        case .status(let code): return "status \(code)"
        case .missing(let what): return "missing \(what)"
        }
    }
}
struct SidesThing: Codable, Equatable { var name: String }

func sidesFetch(_ n: Int, completion: (Result<[SidesThing], Error>) -> Void) {
    if n == 0 { completion(.failure(SidesError.offline)) }
    else if n == 1 { completion(.failure(URLError(.badURL))) }
    else { completion(.success([SidesThing(name: "a")])) }
}

func sidesTyped(_ n: Int) -> Result<Int, SidesError> { n > 0 ? .success(n) : .failure(.status(n)) }

func run() {
    for n in 0..<3 {
        sidesFetch(n) { result in
            switch result {
            case .success(let things): print(things.map(\.name))
            case .failure(let e as SidesError): print("sides", e)
            case .failure(let e): print("other", e is URLError)
            }
        }
    }
    // A payload's implicit member is the failure type's case, with its members.
    let missing: Result<Int, SidesError> = .failure(.missing("file"))
    if case .failure(let e) = missing { print(e.errorDescription ?? "", e.localizedDescription) }
    let results = [sidesTyped(2), sidesTyped(-1)]
    print(results)
    print(results.map { (try? $0.get()) ?? 0 })
    let relabelled = sidesTyped(3).map { "\($0)!" }.mapError { _ in SidesError.offline }
    print(relabelled, [relabelled])
    let checked = sidesTyped(1).flatMap { $0 > 2 ? .success($0) : .failure(.missing("more")) }
    if case .failure(let e) = checked { print(e.errorDescription ?? "") }
    let byKey: [String: Result<Int, SidesError>] = ["a": .failure(.offline)]
    print(byKey)
    let written = Result<[String], SidesError>.failure(.missing("list"))
    print(written, [written])
    let optional: Result<Int, SidesError>? = .success(1)
    print(optional as Any, [optional])
}
