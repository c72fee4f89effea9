enum InferFailure: Error { case missing }

struct InferStore {
    var values: [Any]

    func first<D>(completion: (Result<D, InferFailure>) -> Void) {
        for value in values {
            if let found = value as? D {
                completion(.success(found))
                return
            }
        }
        completion(.failure(.missing))
    }

    func describeFirst(prefix: String) -> String {
        var text = prefix
        first { (result: Result<String, InferFailure>) in
            if case .success(let word) = result { text += word }
        }
        return text
    }
}

func inferShow<D>(_ result: Result<D, InferFailure>) -> String {
    switch result {
    case .success(let value): return "found \(value)"
    case .failure(let failure): return "failed: \(failure)"
    }
}

func run() {
    let store = InferStore(values: [3, "three", [1, 2]])
    store.first { (result: Result<Int, InferFailure>) in print(inferShow(result)) }
    store.first { (result: Result<[Int], InferFailure>) in print(inferShow(result)) }
    store.first { (result: Result<Double, InferFailure>) in print(inferShow(result)) }
    print(store.describeFirst(prefix: "word: "))
}
