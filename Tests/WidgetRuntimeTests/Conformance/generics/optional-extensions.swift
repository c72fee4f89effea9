extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
extension Int? {
    var orZero: Int { self ?? 0 }
}
extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Optional {
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}

func run() {
    let name: String? = nil
    let given: String? = "Ada"
    let count: Int? = nil
    let items: [Int]? = []
    print(name.orEmpty.isEmpty, given.orEmpty, count.orZero, Optional(5).orZero)
    print(items.isNilOrEmpty, Optional([1]).isNilOrEmpty, name.isNilOrEmpty)
    print(count.or(7), given.or("x"))
}
