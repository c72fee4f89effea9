struct KSItem { let id: Int; let name: String }

enum KSFailure: Error { case bad }

func ksFailureTypeName(_ type: Error.Type) -> String { "\(type)" }

func run() {
    let items = [KSItem(id: 1, name: "a"), KSItem(id: 2, name: "b")]
    // A space between the backslash and the path's first dot is Swift too.
    print(Array(items.enumerated()).map(\ .element.id), items.map(\ .name))
    let errorType: Error.Type = Error.self
    print(errorType, ksFailureTypeName(KSFailure.self))
    let result: Result<Int, Error> = .failure(KSFailure.bad)
    print(result)
}
