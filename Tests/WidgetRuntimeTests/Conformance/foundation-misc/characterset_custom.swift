import Foundation

func run() {
    let vowels = CharacterSet(charactersIn: "aeiou")
    let word = "education"
    print(word.unicodeScalars.filter { vowels.contains($0) }.count)
    let notVowels = vowels.inverted
    print(String(String.UnicodeScalarView(word.unicodeScalars.filter { notVowels.contains($0) })))
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-"))
    let slug = "Hello, World 2024!".lowercased().unicodeScalars.map { allowed.contains($0) ? Character($0) : "-" }
    print(String(slug))
    let range = CharacterSet(charactersIn: "a"..."f")
    print("cafe".unicodeScalars.allSatisfy { range.contains($0) }, "cage".unicodeScalars.allSatisfy { range.contains($0) })
    print(vowels.isSubset(of: CharacterSet.lowercaseLetters))
}
