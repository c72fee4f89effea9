struct OptTrie<T> { var items: [T] = [] }
struct OptSubject<Output, Failure> {
    var value: Output
    init(_ value: Output) { self.value = value }
}
enum OptNoFailure {}

func run() {
    let subject = OptSubject<OptTrie<Character>?, OptNoFailure>(nil)
    print(subject.value == nil)
    let boxes = OptSubject<[Int]?, OptNoFailure>([1, 2]).value ?? []
    print(boxes)
    let tries = ["ab", "", "cd"].compactMap { word -> OptTrie<Character>? in
        guard !word.isEmpty else { return nil }
        return OptTrie(items: Array(word))
    }
    print(tries.count, tries.map { $0.items.count })
    let nested = [[1], [2, 3]].map { [offset = 1] list -> Array<Array<Int>> in [list.map { $0 + offset }] }
    print(nested)
}
