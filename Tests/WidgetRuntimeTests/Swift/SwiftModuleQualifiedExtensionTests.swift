import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `extension Models.Visibility`: a type of a local package compiled into the module, extended with its module's
/// name written before it, is that type (it was "cannot extend unknown type 'Models.Visibility'").
@Suite struct SwiftModuleQualifiedExtensionTests {
    static let source = """
        import Models

        public enum Visibility: String, CaseIterable { case pub, priv, unlisted, direct }

        extension Models.Visibility {
            public static var supportDefault: [Self] { [.pub, .priv, .unlisted] }
        }

        func run() { print(Visibility.supportDefault.map(\\.rawValue)) }

        """

    @Test func anExtensionQualifiedByAModuleCompiledInIsOfItsType() {
        let outcome = WidgetCompiler.compiling(included: ["Models"], fileModules: [:], platform: SwiftPlatform.iOS, resources: ModuleResources(),
                                               projectNames: [:]) {
            SwiftProgram.run(source: Self.source, fileName: "Status")
        }
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.output == "[\"pub\", \"priv\", \"unlisted\"]\n", "\(outcome.output) \(outcome.failure ?? "")")
    }

    @Test func aModuleNotCompiledInIsNotStripped() {
        let outcome = SwiftProgram.run(source: Self.source.replacingOccurrences(of: "import Models\n", with: ""), fileName: "Status")
        #expect(outcome.diagnostics.contains { $0.message.contains("Models.Visibility") }, "\(outcome.diagnostics)")
    }
}
