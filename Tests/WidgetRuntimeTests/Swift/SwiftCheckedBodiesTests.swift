import Testing
@testable import WidgetRuntime

/// Code that runs only in some calls is checked as the rest is: a subscript's `set`, a built-in type's extension
/// setter, the arguments `self.init(…)` gives the memberwise initializer, a standard function's trailing closure
/// (`Result { … }`). A mistake there is an error at its place before anything runs, not at run time.
@Suite struct SwiftCheckedBodiesTests {
    static let source = """
        struct Grid {
            var cells = [0, 0, 0, 0]
            subscript(i: Int) -> Int {
                get { cells[i] }
                set { cells[i] = newValu }
            }
        }
        struct Tint { var red: Int, green: Int }
        extension Tint {
            init(gray: Int) { self.init(red: grey, green: gray) }
        }
        extension String {
            var shouted: String {
                get { uppercased() }
                set { self = newValue.lowercase() }
            }
        }
        func load(_ n: Int) throws -> Int { n }
        func run() {
            let r = Result { try load(count) }
            print(r)
        }
        """

    @Test func mistakesInBodiesRunOnlySometimesAreErrorsAtTheirPlace() {
        let outcome = SwiftProgram.run(source: Self.source, fileName: "main.swift")
        let errors = outcome.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
        #expect(errors == [
            "5:26 unknown name 'newValu'; did you mean 'newValue'?",
            "10:38 unknown name 'grey'; did you mean 'gray'?",
            "15:31 value of type String has no member 'lowercase'; did you mean 'lowercased'?",
            "20:31 unknown name 'count'",
        ])
        #expect(outcome.output.isEmpty)
    }

    @Test func theSameBodiesWrittenRightRun() {
        let fixed = Self.source.replacingOccurrences(of: "newValu ", with: "newValue ")
            .replacingOccurrences(of: "grey", with: "gray")
            .replacingOccurrences(of: "lowercase()", with: "lowercased()")
            .replacingOccurrences(of: "load(count)", with: "load(7)")
            .replacingOccurrences(of: "print(r)", with: """
                var grid = Grid()
                grid[2] = 5
                var word = "Hi"
                word.shouted = "LOUD"
                print(try! r.get(), grid.cells, Tint(gray: 3).red, word)
                """)
        let outcome = SwiftProgram.run(source: fixed, fileName: "main.swift")
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.output == "7 [0, 0, 5, 0] 3 loud\n")
    }
}
