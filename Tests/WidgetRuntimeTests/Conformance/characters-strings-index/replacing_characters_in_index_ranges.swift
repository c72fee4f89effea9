import Foundation

func run() {
    let text = "Héllo, wörld"
    let second = text.index(text.startIndex, offsetBy: 1)
    let third = text.index(after: second)
    print(text.replacingCharacters(in: second..<third, with: "E"))
    print(text.replacingCharacters(in: second...third, with: "EL"))
    print(text.replacingCharacters(in: second..<second, with: "+"))
    print(text.replacingCharacters(in: text.startIndex..<text.endIndex, with: "all"))
    if let comma = text.firstIndex(of: ",") {
        print(text.replacingCharacters(in: comma..<text.endIndex, with: "!"))
        print(text.replacingCharacters(in: ..<comma, with: "Bye"))
    }
    let found = text.range(of: "wörld").map { text.replacingCharacters(in: $0, with: "there") } ?? text
    print(found, text.count)
}
