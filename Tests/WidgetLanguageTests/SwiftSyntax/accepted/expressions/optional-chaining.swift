struct Node { var next: Node? { nil }; var values: [Int]?; func describe() -> String? { nil } }
func chain(_ n: Node?) -> Int? {
    let a = n?.next?.next?.values?.first
    let b = n?.describe()?.count
    let c = n?.values?[0]
    n?.values?.forEach { print($0) }
    let d = (n?.values ?? []).count
    return (a ?? 0) + (b ?? 0) + (c ?? 0) + d
}
