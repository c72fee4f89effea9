func firstNumber(in text: String) -> Substring? {
    if let match = text.firstMatch(of: /[0-9]+/) {
        return match.output
    }
    return nil
}
func isWord(_ text: String) -> Bool { text.wholeMatch(of: /\w+/) != nil }
let emailish = /[a-z]+@[a-z]+\.[a-z]{2,}/
