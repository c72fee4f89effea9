// Generic arguments whose last type is optional end in one `>?` token; `>>` closes two lists.
struct Box<Value> { var value: Value }
struct Pair<A, B> { var a: A; var b: B }

let optionalInside = Pair<Box<Int>?, String>(a: nil, b: "x")
let nestedLists = Pair<[Int]?, Box<Box<Int>>>(a: [1], b: Box(value: Box(value: 2)))
let forced = Box<String?>(value: "y")
let words = ["a", "", "c"]
let boxes = words.compactMap { word -> Box<String>? in word.isEmpty ? nil : Box(value: word) }
let captured = words.map { [count = words.count] word -> Pair<String, Box<Int>?> in Pair(a: word, b: Box(value: count)) }
let deep = words.map { word -> Box<Box<String>> in Box(value: Box(value: word)) }
