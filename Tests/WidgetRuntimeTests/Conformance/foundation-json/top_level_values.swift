import Foundation

func run() {
    let numbers = try! JSONDecoder().decode([Int].self, from: Data("[3, 1, 2]".utf8))
    print(numbers, numbers.sorted())
    let words = try! JSONDecoder().decode([String].self, from: Data(#"["b", "a"]"#.utf8))
    print(words)
    let single = try! JSONDecoder().decode(Double.self, from: Data("2.5".utf8))
    print(single)
    let text = try! JSONDecoder().decode(String.self, from: Data(#""hi""#.utf8))
    print(text)
    let matrix = try! JSONDecoder().decode([[Int]].self, from: Data("[[1, 2], [3], []]".utf8))
    print(matrix.map { $0.count }, matrix.flatMap { $0 })
    let encoded = try! JSONEncoder().encode([true, false])
    print(String(data: encoded, encoding: .utf8)!)
}
