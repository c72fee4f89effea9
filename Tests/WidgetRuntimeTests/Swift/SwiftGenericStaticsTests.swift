import Testing
@testable import WidgetRuntime

/// A static member reached through a generic type of the program named with its arguments
/// (`Box<Int>.make()`, `Box<String>.label`): the type's static, with each generic parameter the
/// type written for it, as in Swift.
@Suite struct SwiftGenericStaticsTests {
    func run(_ source: String) -> (String, String?) {
        let outcome = SwiftProgram.run(source: source, fileName: "GenericStatics")
        return (outcome.output, outcome.failure)
    }

    @Test func aStaticMethodAndAComputedStaticSeeTheWrittenArguments() {
        let (output, failure) = run("""
        struct Pair<First, Second> {
            static func both(_ a: First, _ b: Second) -> String { "\\(a) & \\(b)" }
            static var name: String { "Pair<\\(First.self), \\(Second.self)>" }
            static func named() -> String { name + "!" }
        }

        func run() {
            print(Pair<Int, String>.both(1, "one"))
            print(Pair<Int, String>.name, Pair<Double, [Int]>.name)
            print(Pair<Bool, Int>.named())
            print(Pair.both("x", 2))
        }

        """)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(output == "1 & one\nPair<Int, String> Pair<Double, [Int]>\nPair<Bool, Int>!\nx & 2\n")
    }

    @Test func anUnknownStaticThroughAGenericNameIsAnError() {
        let (_, failure) = run("""
        struct Holder<T> {
            static func make() -> Int { 1 }
        }

        func run() {
            print(Holder<Int>.missing())
        }

        """)
        #expect(failure?.contains("missing") == true, "\(failure ?? "")")
    }
}
