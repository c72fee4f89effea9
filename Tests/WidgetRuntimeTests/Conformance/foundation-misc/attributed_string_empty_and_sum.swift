import Foundation

// An empty AttributedString, and attributed strings added together, as text is built up piece by piece.
func run() {
    var built = AttributedString()
    print(built.characters.isEmpty)
    built += AttributedString("Up ")
    let whole = built + AttributedString("next")
    print(String(built.characters), String(whole.characters), whole.characters.count)
}
