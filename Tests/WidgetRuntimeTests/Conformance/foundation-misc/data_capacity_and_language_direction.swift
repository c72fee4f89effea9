import Foundation

// `Data(capacity:)` is empty until bytes are added; a language's direction of writing, as layout code asks it.
func run() {
    var bytes = Data(capacity: 10)
    print(bytes.count, bytes.isEmpty)
    bytes.append(contentsOf: [1, 2])
    print(bytes.count, Array(bytes))
    print(Locale(identifier: "en").language.characterDirection == .leftToRight, Locale(identifier: "ar").language.characterDirection == .rightToLeft)
    print(Locale.Language(identifier: "he").characterDirection == .rightToLeft)
}
