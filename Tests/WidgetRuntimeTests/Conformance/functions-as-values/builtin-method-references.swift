import Foundation

func run() {
    let text = "Hello, World! 42"
    let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter(CharacterSet.alphanumerics.contains)))
    print(kept)
    let words = ["apple", "kiwi", "fig"]
    let allowed: Set<String> = ["kiwi", "fig"]
    print(words.filter(allowed.contains), words.map("fruit: ".appending))
    let prefixes = ["a", "k"]
    print(words.filter { word in prefixes.contains(where: word.hasPrefix) })
}
