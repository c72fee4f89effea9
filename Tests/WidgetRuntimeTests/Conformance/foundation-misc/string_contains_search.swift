import Foundation

func run() {
    let title = "Morning Run with Friends"
    print(title.contains("Run"))
    print(title.contains("run"))
    print(title.range(of: "run", options: .caseInsensitive) != nil)
    print(title.lowercased().contains("friends"))
    let tasks = ["Buy milk", "Call Mom", "milk the cow", "Email"]
    let query = "MILK"
    print(tasks.filter { $0.range(of: query, options: .caseInsensitive) != nil })
    print(title.hasPrefix("Morning"), title.hasSuffix("friends"))
    print(title.rangeOfCharacter(from: .decimalDigits) == nil)
}
