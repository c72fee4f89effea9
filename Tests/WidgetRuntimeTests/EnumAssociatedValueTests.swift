import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Enums with associated values: declared, made, compared, matched and printed.
@Suite struct EnumAssociatedValueTests {
    static let declarations = """
        struct Repository { var name: String }
        enum LoadState {
            case idle
            case loaded(Repository)
            case failed(error: String, code: Int)
        }
        func describe(_ state: LoadState) -> String {
            switch state {
            case .idle: return "idle"
            case .loaded(let repo): return "loaded \\(repo.name)"
            case let .failed(error, code) where code >= 500: return "server \\(error)"
            case .failed(let error, _): return "failed \\(error)"
            }
        }
        """

    @Test func casesAreMadeComparedAndMatched() throws {
        let text = try SwiftLanguageHarness.run("""
            let a: LoadState = .loaded(Repository(name: "w"))
            let b = LoadState.failed(error: "boom", code: 500)
            let c = LoadState.failed(error: "gone", code: 404)
            var out = [describe(a), describe(b), describe(c), describe(.idle)]
            if case .loaded(let r) = a { out.append(r.name) }
            if case LoadState.failed(_, let code) = c { out.append("\\(code)") }
            out.append("\\(a == .loaded(Repository(name: "w"))) \\(b == c) \\(a)")
            let any: Any = a
            out.append("\\(any is LoadState) \\((any as? LoadState) != nil) \\(any is Repository)")
            return out.joined(separator: ", ")
            """, declarations: Self.declarations)
        #expect(text == #"loaded w, server boom, failed gone, idle, w, 404, true false loaded, true true false"#)
    }

    @Test func theCaseDeclarationParsesAndPrints() {
        let (tree, diagnostics) = Parser.parse(SourceFile(path: "e.widget", text: "enum S {\n    case a(Int, label: String = \"x\"), b\n}\n"))
        #expect(diagnostics.isEmpty)
        let printed = SyntaxPrinter.print(tree)
        #expect(printed.contains("case a(Int, label: String)"), "\(printed)")
    }

    @Test func wrongAssociatedValuesAreLocatedCheckErrors() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let a = LoadState.loaded("w")
            let b: LoadState = .failed(error: "x")
            let c = LoadState.idle
            switch a {
            case .loaded(let r, let extra): return r.name
            default: return ""
            }
            """, declarations: Self.declarations)
        #expect(errors == [
            "1:26: cannot use a value of type String as Repository",
            "2:20: case '.failed' takes 2 associated values, not 1",
            "5:6: case '.loaded' has 1 associated value, not 2",
        ])
    }
}
