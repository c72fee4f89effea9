import Testing
@testable import WidgetRuntime

/// `defer`, labelled loops, `repeat`, `where`, `fallthrough`, `if case` and `switch` patterns.
@Suite struct SwiftStatementTests {
    @Test func deferRunsAtScopeExitAlsoOnReturnAndThrow() throws {
        let text = try SwiftLanguageHarness.run("""
            let (result, log) = step()
            var out = "\\(result) \\(log) "
            do {
                defer { out += "do-exit " }
                throw IntentError("no")
            } catch {
                out += "caught"
            }
            return out
            """, declarations: """
            func step() -> (String, [String]) {
                var log: [String] = []
                defer { log.append("deferred") }
                log.append("body")
                return ("returned", log)
            }
            """)
        // The returned value is made before the defer runs, as in Swift.
        #expect(text == #"returned ["body"] do-exit caught"#)
    }

    @Test func deferInALoopBodyRunsEachPass() throws {
        let text = try SwiftLanguageHarness.run("""
            var out = ""
            for i in 0..<3 {
                defer { out += "d" }
                if i == 1 { continue }
                out += "\\(i)"
            }
            return out
            """)
        #expect(text == "0dd2d")
    }

    @Test func labelsRepeatWhereAndShorthandBindings() throws {
        let text = try SwiftLanguageHarness.run("""
            var out = ""
            outer: for i in 0..<5 {
                for j in 0..<5 {
                    if j == 2 { continue outer }
                    if i == 3 { break outer }
                    out += "\\(i)\\(j) "
                }
            }
            var n = 0
            repeat { n += 1 } while n < 3
            for x in [1, 2, 3, 4] where x % 2 == 0 { out += "e\\(x) " }
            let maybe: String? = "m"
            if let maybe { out += maybe }
            guard let maybe else { return "" }
            let wrapped: String? = maybe
            if case .some(let inner) = wrapped { out += inner }
            return out + " \\(n)"
            """)
        #expect(text == "00 01 10 11 20 21 e2 e4 mm 3")
    }

    @Test func switchPatterns() throws {
        let text = try SwiftLanguageHarness.run("""
            var out: [String] = []
            for score in [5, 95, 50, 100] {
                switch score {
                case 0..<10: out.append("low")
                case 90...: out.append("high")
                case let x where x > 40: out.append("mid\\(x)")
                default: out.append("?")
                }
            }
            for point in [(0, 1), (2, 1), (1, 3)] {
                switch point {
                case (0, _): out.append("axis")
                case let (x, y) where x > y: out.append("below")
                case _ where point.1 == 3:
                    out.append("three")
                    fallthrough
                case (9, 9): out.append("fell")
                default: out.append("none")
                }
            }
            for item in value(0) {
                switch item {
                case is String: out.append("string")
                case let n as Int: out.append("int\\(n)")
                default: out.append("other")
                }
            }
            return out.joined(separator: " ")
            """, declarations: """
            func value(_ i: Int) -> [Any] { ["a", 7, 1.5] }
            """)
        #expect(text == "low high mid50 high axis below three fell string int7 other")
    }

    @Test func optionalPatternsAreExhaustive() throws {
        let text = try SwiftLanguageHarness.run("""
            var out = ""
            let items: [Int?] = [1, nil]
            for item in items {
                switch item {
                case let v?: out += "\\(v)"
                case nil: out += "none"
                }
                switch item {
                case .some(let v): out += "s\\(v)"
                case .none: out += "n"
                }
            }
            return out
            """)
        #expect(text == "1s1nonen")
    }

    @Test func unknownLabelsAndNonBoolConditionsAreLocatedCheckErrors() {
        let errors = SwiftLanguageHarness.checkErrors("""
            for i in 0..<3 {
                if i == 1 { break nowhere }
            }
            repeat { } while 1
            for x in [1] where x { }
            return ""
            """)
        #expect(errors == [
            "2:17: no statement labelled 'nowhere' encloses this",
            "4:18: a 'repeat … while' condition must be a Bool, not Int",
            "5:20: a 'where' condition must be a Bool, not Int",
        ])
    }
}

/// Small forms Swift code uses in bodies: `_ = …`, `@unknown default`, `stride`.
@Suite struct SwiftBodyFormTests {
    @Test func discardStrideAndUnknownDefault() throws {
        let text = try SwiftLanguageHarness.run("""
            _ = "ignored".count
            var out: [String] = []
            for i in stride(from: 0, to: 10, by: 4) { out.append("\\(i)") }
            for x in stride(from: 1.0, through: 0.0, by: -0.5) { out.append("\\(x)") }
            let size = Size.small
            switch size {
            case .small: out.append("s")
            @unknown default: out.append("?")
            }
            return out.joined(separator: " ")
            """, declarations: "enum Size { case small, large }")
        #expect(text == "0 4 8 1.0 0.5 0.0 s")
    }

    @Test func aHugeStrideIsALocatedError() throws {
        let message = try SwiftLanguageHarness.runtimeError("""
            let xs = stride(from: Int.min, to: Int.max, by: 1)
            return "\\(xs.count)"
            """)
        #expect(message.hasPrefix("1:10: a stride of"), "\(message)")
    }
}

/// `catch` clauses with patterns, tried in order.
@Suite struct CatchClauseTests {
    @Test func clausesMatchTheThrownValue() throws {
        let text = try SwiftLanguageHarness.run("""
            var log: [String] = []
            for i in 0..<4 {
                do {
                    try attempt(i)
                } catch NetError.offline {
                    log.append("offline")
                } catch let e as NetError where e == .timeout {
                    log.append("timeout")
                } catch is NetError {
                    log.append("net")
                } catch {
                    log.append("other: \\(error)")
                }
            }
            return log.joined(separator: ", ")
            """, declarations: """
            enum NetError: Error { case offline, timeout, refused }
            func attempt(_ i: Int) {
                if i == 0 { throw NetError.offline }
                if i == 1 { throw NetError.timeout }
                if i == 2 { throw NetError.refused }
                throw IntentError("boom")
            }
            """)
        #expect(text == "offline, timeout, net, other: boom")
    }

    @Test func anUncaughtErrorGoesOn() throws {
        let message = try SwiftLanguageHarness.runtimeError("""
            do {
                throw IntentError("boom")
            } catch is Int {
                return "int"
            }
            return "none"
            """)
        #expect(message == "2:11: boom")
    }
}

/// `for case pattern in sequence` runs the body for the elements that match.
@Suite struct ForCaseTests {
    @Test func onlyMatchingElementsRun() throws {
        let text = try SwiftLanguageHarness.run("""
            let values: [Int?] = [1, nil, 3]
            var out = ""
            for case let v? in values { out += "\\(v)" }
            for case 3 in [1, 3, 3] { out += "!" }
            return out
            """)
        #expect(text == "13!!")
    }
}
