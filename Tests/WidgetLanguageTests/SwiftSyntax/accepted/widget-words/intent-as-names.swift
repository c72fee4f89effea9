import AppIntents
struct Shortcut {
    var intent: String
    var intents: [String]
    func intent(at index: Int) -> String { intents[index] }
}
func perform(intent: String) -> String {
    let intent = intent.uppercased()
    return intent
}
