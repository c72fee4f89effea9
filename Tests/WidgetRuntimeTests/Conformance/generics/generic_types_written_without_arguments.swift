struct InferredArgumentsHolder {
    static let successRange: Range = 200..<300
    static let closed: ClosedRange = 1...5
    let all: Array = [3, 1, 2]
    let names: Dictionary = ["a": 1]
}
func run() {
    print(InferredArgumentsHolder.successRange.contains(204), InferredArgumentsHolder.successRange.contains(404), InferredArgumentsHolder.successRange)
    print(InferredArgumentsHolder.closed.count, InferredArgumentsHolder().all.sorted(), InferredArgumentsHolder().names["a"] ?? 0)
    let d: Dictionary = ["x": 2.5]
    print(d, d["x"]! * 2)
}
