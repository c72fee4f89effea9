import Testing
import WidgetRuntime

/// `SwiftProgram.run`: a Swift program's `run()`, checked and run, its printed output captured.
@Suite struct SwiftProgramTests {
    @Test func theOutputIsWhatPrintWroteWithItsSeparatorsAndTerminators() {
        let outcome = SwiftProgram.run(source: """
            struct Pair { var a: Int; var b: String }

            func run() {
                print("one", 2, separator: "+", terminator: "")
                print(" and", Pair(a: 3, b: "x"))
                debugPrint("quoted", terminator: "|")
                print()
            }
            """, fileName: "pairs.swift")
        #expect(outcome.failure == nil)
        #expect(outcome.output == "one+2 and Pair(a: 3, b: \"x\")\n\"quoted\"|\n")
    }

    @Test func aCheckErrorIsTheFailureWithItsLocation() {
        let outcome = SwiftProgram.run(source: """
            func run() {
                let n: Int = "text"
                print(n)
            }
            """, fileName: "wrong.swift")
        #expect(outcome.output == "")
        #expect(outcome.failure?.hasPrefix("2:") == true, "\(outcome.failure ?? "no failure")")
        #expect(outcome.diagnostics.contains { $0.severity == .error })
    }

    @Test func anEndlessLoopStopsAtTheBudgetAndKeepsWhatWasPrinted() {
        let outcome = SwiftProgram.run(source: """
            func run() {
                print("before")
                var n = 0
                while true { n += 1 }
            }
            """, fileName: "endless.swift", stepBudget: 100_000)
        #expect(outcome.output == "before\n")
        #expect(outcome.failure?.hasPrefix("4:5: evaluation stopped after 100000 steps") == true, "\(outcome.failure ?? "no failure")")
    }

    @Test func aProgramWithoutItsEntryFunctionFails() {
        let outcome = SwiftProgram.run(source: "func start() { print(1) }\n", fileName: "start.swift")
        #expect(outcome.failure == "the program declares no function run() to run")
    }

    @Test func typesAreNamedAfterTheModule() {
        let outcome = SwiftProgram.run(source: """
            enum Trouble: Error { case first, second }

            func run() {
                let error: Error = Trouble.second
                print(error.localizedDescription)
            }
            """, fileName: "module.swift", moduleName: "main")
        #expect(outcome.failure == nil)
        #expect(outcome.output == "The operation couldn’t be completed. (main.Trouble error 1.)\n")
    }

    /// Swift's text for an error of the program without a description: a struct is error 1; an enum numbers
    /// its cases that hold values first, then the others (Apple's wording, which widgets show).
    @Test func anErrorWithoutADescriptionIsNumberedAsSwiftNumbersIt() {
        let outcome = SwiftProgram.run(source: """
            struct Box: Error { let reason: String }
            enum Kind: Error { case first, second(Int), third }

            func run() {
                print(Box(reason: "x").localizedDescription)
                print(Kind.first.localizedDescription)
                print(Kind.second(3).localizedDescription)
                do { throw Kind.third } catch { print(error.localizedDescription) }
            }
            """, fileName: "errors.swift", moduleName: "main")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == """
            The operation couldn’t be completed. (main.Box error 1.)
            The operation couldn’t be completed. (main.Kind error 1.)
            The operation couldn’t be completed. (main.Kind error 0.)
            The operation couldn’t be completed. (main.Kind error 2.)

            """)
    }
}
