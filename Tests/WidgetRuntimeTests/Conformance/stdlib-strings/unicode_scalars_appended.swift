import Foundation

func slugged(_ title: String) -> String {
    var slug = ""
    var lastWasDash = true
    for scalar in title.lowercased().unicodeScalars {
        if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
            slug.unicodeScalars.append(scalar)
            lastWasDash = false
        } else if !lastWasDash {
            slug.append("-")
            lastWasDash = true
        }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
}

func run() {
    print(slugged("Hello, World!"), slugged("10 Tips & Tricks"), slugged("--already--dashed--"))
    var word = "caf"
    word.unicodeScalars.append("e")
    word.unicodeScalars.append(Unicode.Scalar(0x301)!)
    print(word, word.count, word.unicodeScalars.count)
}
