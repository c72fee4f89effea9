import WidgetLanguage
public struct BuiltinRegistry: Sendable { public static let standard = BuiltinRegistry() }
struct Checker {
    let tree: WidgetFile
    let registry: BuiltinRegistry
    func check() -> [Diagnostic] { [] }
}
