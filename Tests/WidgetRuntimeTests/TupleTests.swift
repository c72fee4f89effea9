import Testing
@testable import WidgetRuntime

/// Tuples as Swift writes them: literals, `.0`/labels, destructuring, loops, `==`.
@Suite struct TupleTests {
    @Test func literalsMembersAndDestructuring() throws {
        let text = try SwiftLanguageHarness.run("""
            let pair = (1, "one")
            let point = (x: 3, y: 4)
            let (a, b) = pair
            let (first, _) = (10, 20)
            return "\\(pair.0) \\(pair.1) \\(point.x + point.y) \\(a)\\(b) \\(first) \\(pair)"
            """)
        #expect(text == #"1 one 7 1one 10 (1, "one")"#)
    }

    @Test func functionsReturnTuplesAndTuplesCompare() throws {
        let text = try SwiftLanguageHarness.run("""
            let (data, response) = fetch()
            let same = (1, "a") == (1, "a")
            let different = (1, "a") != (2, "a")
            return "\\(data) \\(response.status) \\(same) \\(different)"
            """, declarations: """
            func fetch() -> (String, (status: Int, ok: Bool)) {
                return ("body", (status: 200, ok: true))
            }
            """)
        #expect(text == "body 200 true true")
    }

    @Test func loopsDestructureEnumeratedAndDictionaries() throws {
        let text = try SwiftLanguageHarness.run("""
            var out = ""
            for (index, item) in ["a", "b"].enumerated() {
                out += "\\(index)\\(item) "
            }
            for pair in ["x"].enumerated() {
                out += "\\(pair.offset)\\(pair.element) "
            }
            for (key, value) in ["k": 1] {
                out += "\\(key)=\\(value) "
            }
            for (n, s) in zip([1, 2], ["p", "q"]) {
                out += "\\(n)\\(s)"
            }
            return out
            """)
        #expect(text == "0a 1b 0x k=1 1p2q")
    }

    @Test func elementsChangeInPlaceAndVariablesSplit() throws {
        let text = try SwiftLanguageHarness.run("""
            var p = (x: 1, y: 2)
            p.x = 5
            p.1 += 1
            var (a, b) = (1, 2)
            a += b
            return "\\(p.x) \\(p.y) \\(a)"
            """)
        #expect(text == "5 3 3")
    }

    @Test func destructuringTheWrongShapeIsALocatedCheckError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let (a, b, c) = (1, 2)
            let (d, e) = 5
            return "\\(a)"
            """)
        #expect(errors == [
            "1:5: a tuple of 2 elements cannot be split into 3 names",
            "2:5: a value of type Int is not a tuple and cannot be split into 2 names",
        ])
    }

    @Test func anUnknownTupleElementIsALocatedCheckError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let p = (x: 1, y: 2)
            return "\\(p.z) \\(p.2)"
            """)
        #expect(errors == [
            "2:13: value of type (x: Int, y: Int) has no member 'z'",
            "2:20: value of type (x: Int, y: Int) has no member '2'",
        ])
    }
}

/// Tuples in a view body: `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`.
@Suite struct TupleViewTests {
    @Test func forEachOverEnumeratedSplitsTheTupleAndValueClosuresAreValues() throws {
        let session = try TestSession.open("""
            entry E { var items: [String] }
            provider P {
                placeholder { E(items: ["a", "b"]) }
                timeline { Timeline(entries: [E(items: ["a", "b"])], policy: .never) }
            }
            view Row(entry: E) {
                VStack {
                    ForEach(Array(entry.items.enumerated()), id: \\.offset) { index, item in
                        Text("\\(index) \\(item)")
                    }
                    ForEach(entry.items.enumerated().map { $0 }, id: \\.element) { pair in
                        Text("\\(pair.offset)-\\(pair.element)")
                    }
                    for (index, item) in entry.items.enumerated() where index > 0 {
                        Text("for \\(item)")
                    }
                }
            }
            widget W {
                families: [.systemMedium]
                provider: P
                body(entry) { Row(entry: entry) }
            }
            """)
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        for line in ["0 a", "1 b", "0-a", "1-b", "for b"] { #expect(text.contains(line), "\(text)") }
        #expect(!text.contains("for a"))
    }
}

/// A closure in a view body is a value unless it builds views.
@Suite struct ValueClosureInViewTests {
    @Test func mapAndFilterClosuresInAViewBodyAreValues() throws {
        let session = try TestSession.open("""
            entry E { var items: [String] }
            provider P {
                placeholder { E(items: ["ab", "c"]) }
                timeline { Timeline(entries: [E(items: ["ab", "c"])], policy: .never) }
            }
            widget W {
                families: [.systemMedium]
                provider: P
                body(entry) {
                    VStack {
                        Text(entry.items.map { $0.uppercased() }.joined(separator: "+"))
                        Text("\\(entry.items.filter { $0.count > 1 }.count) long")
                    }
                }
            }
            """)
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("AB+C"), "\(text)")
        #expect(text.contains("1 long"), "\(text)")
    }
}
