import Foundation

func run() {
    let text = "Hello World, hello Swift"
    if let range = text.range(of: "World") {
        print(text.distance(from: text.startIndex, to: range.lowerBound), text[range])
    }
    if let range = text.range(of: "HELLO", options: .caseInsensitive) {
        print(text.distance(from: text.startIndex, to: range.lowerBound))
    }
    if let range = text.range(of: "hello", options: [.caseInsensitive, .backwards]) {
        print(text.distance(from: text.startIndex, to: range.lowerBound))
    }
    print(text.range(of: "Kotlin") == nil)
    if let comma = text.range(of: ",") {
        print(text[..<comma.lowerBound], "|", text[comma.upperBound...])
    }
}
