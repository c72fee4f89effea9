import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A name from a package Widgetry does not provide is one located error per use that
/// names the module, not a bare "unknown name".
@Suite struct SwiftThirdPartyModuleTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import AcmeNetworking
    import struct Charts2.BarMark

    struct E: TimelineEntry { let date: Date }

    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let json = AcmeClient.shared
            completion(Timeline(entries: [E(date: Date())], policy: .never))
        }
    }

    struct W: Widget {
        let kind = "W"
        var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { e in Text("x") } }
    }
    """

    @Test func anUnknownNameInAFileImportingAPackageNamesThePackage() {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.source)).diagnostics
        let located = diagnostics.map { "\($0.severity) \($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(located.filter { $0.hasPrefix("error") } == [
            "error 12:20: unknown name 'AcmeClient'; it may come from 'AcmeNetworking' or 'Charts2', which are not available in Widgetry",
        ])
        #expect(located.filter { $0.hasPrefix("warning") }.count == 2, "each import is a warning: \(located)")
    }

    @Test func theUnavailableImportsOfAFile() {
        #expect(SwiftModules.unavailableImports(in: SourceFile(path: "W.swift", text: Self.source)) == ["AcmeNetworking", "Charts2"])
        #expect(SwiftModules.unavailableImports(in: SourceFile(path: "W.widget", text: Self.source)).isEmpty)
    }
}
