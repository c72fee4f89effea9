import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime

/// A `ShapeStyle` of the program's: a struct whose `resolve(in:)` gives the style for the view's environment
/// (`\.colorScheme` included), made by a static of `extension ShapeStyle where Self == Tinted` that returns
/// `.init(…)` (`Self` is `Tinted` there). It is drawn as the style `resolve(in:)` gives.
@Suite struct SwiftCustomShapeStyleTests {
    static func source(_ fill: String) -> String {
        """
        import WidgetKit
        import SwiftUI

        public struct Tinted: ShapeStyle {
            var opacity: Double
            public func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
                switch environment.colorScheme {
                case .dark: return Color.white.opacity(opacity)
                default: return Color.red.opacity(opacity)
                }
            }
        }

        public extension ShapeStyle where Self == Tinted {
            static func tinted(opacity: Double) -> Self { .init(opacity: opacity) }
        }

        \(SwiftWidgetDrawing.entryAndProvider)

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { _ in
                    Rectangle().fill(\(fill)).frame(width: 20, height: 20)
                }
                .supportedFamilies([.systemSmall])
            }
        }
        """
    }

    static func drawn(_ fill: String, dark: Bool) throws -> String {
        let errors = SwiftWidgetDrawing.errors(source(fill), path: "W.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source(fill), path: "W.swift") { $0.colorScheme = dark ? "dark" : "light" }
        let outcome = try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .trueColor))
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return outcome.result.text
    }

    @Test func theStyleIsWhatResolveGivesForTheEnvironment() throws {
        #expect(try Self.drawn(".tinted(opacity: 1)", dark: false) == (try Self.drawn("Color.red", dark: false)))
        #expect(try Self.drawn(".tinted(opacity: 1)", dark: true) == (try Self.drawn("Color.white", dark: true)))
        #expect(try Self.drawn("Tinted(opacity: 1)", dark: false) == (try Self.drawn("Color.red", dark: false)))
        #expect(try Self.drawn(".tinted(opacity: 1)", dark: false) != (try Self.drawn(".tinted(opacity: 1)", dark: true)))
    }
}
