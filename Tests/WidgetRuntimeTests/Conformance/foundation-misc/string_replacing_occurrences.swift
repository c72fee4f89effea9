import Foundation

func run() {
    let text = "The cat sat on the cat mat"
    print(text.replacingOccurrences(of: "cat", with: "dog"))
    print(text.replacingOccurrences(of: "THE", with: "a", options: .caseInsensitive))
    print(text.replacingOccurrences(of: " ", with: ""))
    print("2024-03-10".replacingOccurrences(of: "-", with: "/"))
    print("a1b22c333".replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression))
    print("aaa".replacingOccurrences(of: "aa", with: "b"))
    print("none".replacingOccurrences(of: "x", with: "y"))
}
