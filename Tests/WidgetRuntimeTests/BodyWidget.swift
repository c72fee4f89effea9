/// A small widget (systemSmall, an entry with `v = 0.25`) whose body is the text
/// a test gives: for tests of what one view or modifier draws.
enum BodyWidget {
    static func source(_ body: String) -> String {
        """
        entry E { var v: Double }
        provider P {
            placeholder { E(v: 0.25) }
            timeline { Timeline(entries: [E(v: 0.25)], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) {
                \(body)
            }
        }
        """
    }
}
