import Foundation

func run() {
    let words = ["Café", "naïve", "Ångström", "résumé", "plain"]
    for word in words {
        let folded = word.folding(options: .diacriticInsensitive, locale: nil)
        let both = word.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        print(word, folded, both)
    }
    print("resume".compare("Résumé", options: [.diacriticInsensitive, .caseInsensitive]) == .orderedSame)
}
