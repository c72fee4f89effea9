let tags: Set<String> = ["swift", "widget"]
let numbers = Set<Int>()
let fromArray = Set([1, 2, 2, 3])
var visited: Set<[Int]> = []
