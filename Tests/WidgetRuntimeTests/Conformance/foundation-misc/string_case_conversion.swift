import Foundation

func run() {
    let phrases = ["hello world", "SWIFT on linux", "o'neil mcdonald", "élan vital"]
    for phrase in phrases {
        print(phrase.capitalized, "|", phrase.uppercased(), "|", phrase.lowercased())
    }
    print("ß".uppercased(), "İ".lowercased().count)
}
