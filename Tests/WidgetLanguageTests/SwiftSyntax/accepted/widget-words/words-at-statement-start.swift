func statements() -> Int {
    var model = 0
    model = 3
    model += 1
    var view = [1]
    view.append(2)
    var test = (a: 1, b: 2)
    test.a = 5
    let source: [String: Int] = [:]
    _ = source["x"]
    var entry: Int? = nil
    entry? += 1
    var preview = ""
    preview.append("x")
    return model + view.count + test.a
}
