import Foundation

func run() {
    let samples: [Unicode.Scalar] = ["a", "Z", "5", " ", "\n", "!", "é", "٣"]
    for scalar in samples {
        let flags = [
            CharacterSet.letters.contains(scalar),
            CharacterSet.decimalDigits.contains(scalar),
            CharacterSet.whitespaces.contains(scalar),
            CharacterSet.punctuationCharacters.contains(scalar),
            CharacterSet.uppercaseLetters.contains(scalar),
        ]
        print(scalar.value, flags.map { $0 ? "1" : "0" }.joined())
    }
}
