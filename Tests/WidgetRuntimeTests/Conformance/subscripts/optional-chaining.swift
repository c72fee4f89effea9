struct SubShelf { var items: [String] }

func run() {
    let shelves: [String: SubShelf] = ["top": SubShelf(items: ["mug", "book"])]
    print(shelves["top"]?.items[1] ?? "-")
    print(shelves["bottom"]?.items.first ?? "empty")
    print(shelves["top"]?.items.count ?? 0)
    let lists: [String: [Int]] = ["a": [5, 6]]
    print(lists["a"]?[0] ?? -1, lists["b"]?[0] ?? -1)
    let maybe: [Int]? = [1, 2]
    print(maybe?[1] ?? 0)
}
