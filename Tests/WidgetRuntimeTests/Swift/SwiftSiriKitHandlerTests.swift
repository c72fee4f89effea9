import Testing
@testable import WidgetRuntime

/// The Intents extension's handler a widget target compiles with its SiriKit configuration
/// (`class IntentHandler: INExtension, …Handling`): it checks, and the option collections
/// it makes hold their items; nothing calls it in a terminal.
@Suite struct SwiftSiriKitHandlerTests {
    @Test func aHandlerChecksAndItsCollectionsHoldTheirItems() {
        let outcome = SwiftProgram.run(source: """
            import Intents

            class IntentHandler: INExtension {
                func provideNameOptionsCollection(for intent: INIntent, searchTerm: String?,
                                                  with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void) {
                    completion(INObjectCollection(items: ["one", "two"]), nil)
                }
                func resolveName(for intent: INIntent, with completion: @escaping (INStringResolutionResult) -> Void) {
                    completion(.success(with: "one"))
                }
                override func handler(for intent: INIntent) -> Any { self }
            }

            func run() {
                IntentHandler().provideNameOptionsCollection(for: INIntent(), searchTerm: nil) { collection, _ in
                    print(collection?.allItems.count ?? 0)
                }
                let sections = INObjectCollection(sections: [INObjectSection(title: "A", items: [INObject(identifier: "1", display: "One")])])
                print(sections.allItems.count)
            }
            """, fileName: "Handler")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "") \(outcome.diagnostics.map(\.message))")
        #expect(outcome.output == "2\n1\n", "\(outcome.output)")
    }

    /// An option with a subtitle and a picture (`INObject(identifier:display:subtitle:image:)`, `INImage`):
    /// made as written, its parts read back; the picture is not drawn.
    @Test func anOptionKeepsItsSubtitleAndImage() {
        let outcome = SwiftProgram.run(source: """
            import Intents

            func run() {
                let url = URL(string: "https://example.com/card.png")!
                let card = INObject(identifier: "4", display: "Card", subtitle: "$17.28", image: INImage(url: url)!)
                let plain = INObject(identifier: "5", display: "Plain", subtitle: nil, image: nil)
                print(card.subtitleString ?? "-", card.displayImage != nil, plain.subtitleString ?? "-", plain.displayImage == nil)
                if let star = INImage(url: url) { print("made", star is INImage) }
            }
            """, fileName: "Options")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "") \(outcome.diagnostics.map(\.message))")
        #expect(outcome.output == "$17.28 true - true\nmade true\n", "\(outcome.output)")
    }
}
