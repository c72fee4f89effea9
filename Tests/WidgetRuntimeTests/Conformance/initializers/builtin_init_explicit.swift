import Foundation

func run() {
    let epoch = Date.init(timeIntervalSince1970: 0)
    print(epoch == Date(timeIntervalSince1970: 0), String.init(repeating: "ab", count: 2))
    print(Int.init("42") ?? 0, Double.init(3), String.init(describing: 7), URL.init(string: "https://example.com")?.host ?? "-")
    let made = [1, 2, 3].map(String.init)
    print(made, Data.init(count: 2).count)
}
