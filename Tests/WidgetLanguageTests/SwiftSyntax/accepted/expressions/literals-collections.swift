func collections() {
    let emptyArray: [Int] = []
    let emptyDict: [String: Int] = [:]
    let trailingComma = [1, 2, 3,]
    let dictTrailing = ["a": 1, "b": 2,]
    let multiline = [
        "one",
        "two",
    ]
    let nested = [[1, 2], [3]]
    let mixedDict: [String: Any] = ["n": 1, "s": "x", "a": [1], "d": ["k": true]]
    _ = (emptyArray, emptyDict, trailingComma, dictTrailing, multiline, nested, mixedDict)
}
