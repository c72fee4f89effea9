import Testing
@testable import WidgetRender

/// The SF Symbols table: size, glyphs of names widgets use, derived
/// variants, and widths that hold in every terminal.
@Suite struct SFSymbolsTests {
    static let expected: [(String, String)] = [
        ("circle", "○"), ("circle.fill", "●"), ("square", "□"), ("square.fill", "■"),
        ("heart", "♡"), ("heart.fill", "♥"), ("heart.circle.fill", "♥"), ("heart.slash", "♡"),
        ("star", "☆"), ("star.fill", "★"), ("star.square.fill", "★"), ("star.slash.fill", "★"),
        ("checkmark.circle.fill", "●"), ("tuningfork", "⑂"), ("exclamationmark.triangle.fill", "⚠"),
        ("1.circle", "①"), ("1.circle.fill", "❶"), ("12.circle", "⑫"), ("a.circle", "ⓐ"),
        ("sun.max", "☼"), ("sun.max.fill", "☀"), ("cloud.sun.rain.fill", "☂"), ("cloud.bolt", "☇"),
        ("snowflake", "❄"), ("wind", "≋"), ("moon.stars.fill", "☾"), ("thermometer.medium", "℃"),
        ("humidity.fill", "≈"), ("sunrise.fill", "☀"), ("figure.walk", "🚶"), ("figure.run", "🏃"),
        ("flame.fill", "♨"), ("bolt.heart.fill", "♥"), ("drop.fill", "◆"), ("play.fill", "▶"),
        ("pause.fill", "⏸"), ("forward.fill", "⏩"), ("music.note", "♪"), ("speaker.wave.2.fill", "🔉"),
        ("headphones", "🎧"), ("envelope.fill", "✉"), ("phone.fill", "✆"), ("arrow.up.circle.fill", "↑"),
        ("chevron.right", "›"), ("clock.arrow.circlepath", "↺"), ("hourglass", "⧗"), ("alarm", "⏰"),
        ("battery.100percent.bolt", "ϟ"), ("battery.50percent", "▄"), ("wifi", "⌔"), ("lock.fill", "🔒"), ("lock.open", "🔓"),
        ("person.crop.circle.fill", "☻"), ("house.fill", "⌂"), ("cart.fill", "⊻"), ("creditcard", "▭"),
        ("dollarsign.circle", "$"), ("chart.bar.fill", "▥"), ("list.bullet", "☰"), ("square.and.pencil", "✎"),
        ("gear", "⚙"), ("trash", "⌫"), ("folder.fill", "⊏"), ("doc.text", "≣"), ("book.fill", "⊟"),
        ("leaf.fill", "❦"), ("car.fill", "⛍"), ("airplane", "✈"), ("tram.fill", "⊡"), ("bicycle", "🚲"),
        ("cup.and.saucer.fill", "☕"), ("fork.knife", "⑂"), ("gift.fill", "⊞"), ("graduationcap.fill", "⌒"),
        ("bird.fill", "🐦"), ("fish.fill", "🐟"), ("arrow.up.arrow.down", "⇅"),
        ("arrow.circlepath", "↻"), ("arrow.up.forward.app.fill", "↗"), ("door.left.hand.open", "◨"), ("door.garage.closed", "⌂"),
        ("lightbulb.max.fill", "⚲"), ("gauge.with.dots.needle.33percent", "◔"), ("speedometer", "◔"), ("cube.box.fill", "⬢"),
        ("square.stack.3d.up", "⧉"), ("character.book.closed", "⊟"),
    ]

    @Test(arguments: expected)
    func nameDrawsItsGlyph(_ name: String, _ glyph: String) {
        #expect(SFSymbols.glyph(named: name) == glyph, "\(name)")
    }

    /// The table, read from its lines byte by byte at start-up, is the one a plain
    /// split of every line by `Character` makes.
    @Test func tableIsWhatItsLinesSay() {
        var expected: [String: String] = [:]
        for source in SFSymbolTable.bases {
            for line in source.split(separator: "\n") { SymbolBase(line: line)?.add(to: &expected) }
        }
        for (name, glyph) in SymbolVariants.numbered() { expected[name] = glyph }
        for source in SFSymbolTable.exact {
            for line in source.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count == 2 { expected[String(fields[0])] = String(fields[1]) }
            }
        }
        #expect(SFSymbols.table == expected)
        #expect(SFSymbols.table.count > 2_000)
    }

    @Test func tableHasAThousandNamesAndNoMalformedLines() {
        #expect(SFSymbols.allNames.count >= 1_000, "\(SFSymbols.allNames.count) names")
        #expect(SFSymbols.malformedLines == [])
        #expect(SFSymbols.allNames == SFSymbols.allNames.sorted())
        #expect(Set(SFSymbols.allNames).count == SFSymbols.allNames.count)
    }

    /// One scalar, no variation selector: one cell (BMP, not emoji
    /// presentation) or two (emoji presentation), under every `WIDGETRY_WIDTH`.
    @Test func everyGlyphIsOneOrTwoCellsInEveryTerminal() {
        let settings = [WidthSettings(), WidthSettings(parsing: "legacy")]
        for name in SFSymbols.allNames {
            guard let glyph = SFSymbols.glyph(named: name), let character = glyph.first else {
                Issue.record("\(name) has no glyph")
                continue
            }
            let scalars = Array(glyph.unicodeScalars)
            #expect(scalars.count == 1, "\(name) → \(glyph) is one scalar")
            guard let scalar = scalars.first else { continue }
            let expected = scalar.properties.isEmojiPresentation ? 2 : 1
            if expected == 1 { #expect(scalar.value <= 0xFFFF, "\(name) → \(glyph) is in the BMP") }
            for setting in settings {
                #expect(CellWidth.of(character, settings: setting) == expected, "\(name) → \(glyph)")
            }
            #expect(CellWidth.of(glyph) == expected, "\(name) → \(glyph)")
        }
    }

    @Test func everyBatteryLevelResolvesAndRises() {
        var previous = ""
        let order = Array("▯▁▂▃▄▅▆▇█")
        for percent in 0...100 {
            let glyph = SFSymbols.glyph(named: "battery.\(percent)percent")
            #expect(glyph != nil, "battery.\(percent)percent")
            if let glyph, let character = glyph.first, let last = previous.first {
                #expect((order.firstIndex(of: character) ?? -1) >= (order.firstIndex(of: last) ?? 99), "\(percent)")
            }
            previous = glyph ?? previous
        }
        for name in ["battery.0", "battery.25", "battery.50", "battery.75", "battery.100", "battery.100percent.bolt"] {
            #expect(SFSymbols.glyph(named: name) != nil, "\(name)")
        }
        #expect(SFSymbols.glyph(named: "battery.0percent") == "▯")
        #expect(SFSymbols.glyph(named: "battery.100percent") == "█")
    }

    @Test func unknownNameDrawsTheSquare() {
        #expect(SFSymbols.glyph(named: "no.such.symbol") == nil)
        #expect(SFSymbols.glyph(named: "heart.fill.fill") == nil)
        let result = WidgetRenderer.render(.hStack([.image(systemName: "no.such.symbol"), .image(systemName: "heart.fill")]),
                                           width: 4, height: 1)
        #expect(result.canvas.line(0) == " □ ♥" || result.canvas.line(0).contains("□ ♥"))
    }
}
