import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

extension UserTypeTests {
    @Test func extensionsAddMethodsComputedPropertiesStaticsAndInitializers() throws {
        let text = try Self.render("""
        struct Temperature { var celsius: Double }
        extension Temperature: CustomStringConvertible {
            static let freezing = Temperature(celsius: 0)
            var fahrenheit: Double { celsius * 9 / 5 + 32 }
            var description: String { "\\(Int(fahrenheit))F" }
            init(kelvin: Double) { self.celsius = kelvin - 273 }
            mutating func warm(by degrees: Double) { celsius += degrees }
        }
        extension View {
            func card() -> some View {
                padding().background(Color.gray)
            }
        }
        extension String {
            var shouted: String { uppercased() + "!" }
            func twice() -> String { self + self }
        }
        extension Int {
            var isBig: Bool { self > 100 }
            func label() -> String { "#" + formatted() }
        }
        """, body: """
                var t = Temperature(celsius: 100)
                t.warm(by: 0)
                let k = Temperature(kelvin: 283)
                Text("\\(t.description) \\(Temperature.freezing.fahrenheit) \\(k.celsius) \\("hi".shouted) \\("ab".twice()) \\(500.isBig) \\(7.label()) \\(t)").card()
        """)
        #expect(text.contains("212F 32.0 10.0 HI! abab true #7 212F"), "\(text)")
    }

    @Test func protocolsDispatchOnTheValuesDynamicType() throws {
        let text = try Self.render("""
        protocol Shape {
            var name: String { get }
            func area() -> Double
        }
        extension Shape {
            func describe() -> String { "\\(name) \\(Int(area()))" }
        }
        struct Square: Shape {
            var side: Double
            var name: String { "square" }
            func area() -> Double { side * side }
        }
        struct Disc: Shape {
            var radius: Double
            let name = "disc"
            func area() -> Double { 3 * radius * radius }
        }
        func total(_ shapes: [Shape]) -> String {
            shapes.map { $0.describe() }.joined(separator: ", ")
        }
        """, body: """
                let shapes: [Shape] = [Square(side: 2), Disc(radius: 1)]
                Text(total(shapes))
        """)
        #expect(text.contains("square 4, disc 3"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func extensionsOfBuiltInTypesAddStaticsAndWorkOnDates() throws {
        let text = try Self.render("""
        extension Color {
            static let brand = Color.blue
        }
        extension Date {
            var dayNumber: Int { Calendar.current.component(.day, from: self) }
            static let epoch: Date = "2026-01-01T00:00:00Z"
        }
        extension Array where Element == Int {
            func total() -> Int { reduce(0) { $0 + $1 } }
        }
        """, body: """
                Text("\\(now.dayNumber) \\(Date.epoch.dayNumber) \\([1, 2, 3].total())").foregroundStyle(Color.brand)
        """)
        #expect(text.contains("21 1 6"), "\(text)")
    }
}

extension UserTypeTests {
    /// A static function an extension adds beside a built-in static of the same name (`Font.title2`): a call
    /// whose labels fit it is the extension's, implicit (`.title2(big: true)`, `.title2()`) or written out;
    /// the name alone is still the built-in, as Swift's overloading gives.
    @Test func anExtensionsStaticFunctionOverloadsABuiltInStaticOfItsName() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            extension Font {
                static func title2(big: Bool = false) -> Font { big ? .largeTitle : .caption }
            }

            func pick(_ font: Font) -> String { font == .largeTitle ? "large" : font == .caption ? "caption" : "other" }

            func run() {
                let a: Font = .title2(big: true)
                let b: Font = .title2()
                print(pick(a), pick(b), pick(.title2), pick(Font.title2(big: false)))
            }
            """, fileName: "fonts.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "") \(outcome.diagnostics.map(\.message))")
        #expect(outcome.output == "large caption other caption\n", "\(outcome.output)")
    }
}

/// Methods an `extension View` adds with one base name and different labels, called on a view and without `self.` in the
/// program's view: the labels choose, as in Swift. (SwiftUI is not on this machine for swiftc: written out here.)
@Suite struct ViewExtensionOverloadTests {
    @Test func labelsChooseAmongAViewExtensionsMethods() throws {
        let source = SwiftWidgetDrawing.widget("""
            extension View {
                func ageText(from stamp: Int) -> String { "int-\\(stamp)" }
                func ageText(fromDouble stamp: Double) -> String { "double-\\(stamp)" }
            }
            """, view: """
                var body: some View {
                    VStack {
                        Text(ageText(fromDouble: 2.5) + " " + ageText(from: 3))
                        Text(Text("x").ageText(from: 1) + " " + self.ageText(fromDouble: 1.5))
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["double-2.5 int-3", "int-1 double-1.5"])
    }
}

/// Colours a program adds where SwiftUI looks for them: a static of `extension ShapeStyle where Self == Color`
/// (`.background(.brandTint)`), and a type nested in `extension Color` as the base of an implicit member chain
/// (`.ui.gray` where a `Color` goes, `Color.ui.gray`). Checked and drawn, with the colours the program gives.
@Suite struct ProgramColorExtensionTests {
    @Test func shapeStyleStaticsAndTypesNestedInColorAreFound() throws {
        let source = SwiftWidgetDrawing.widget("""
            extension Color {
                enum ui {
                    static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
                    static let accent = Color.orange
                }
            }
            extension ShapeStyle where Self == Color {
                static var brandTint: Color { Color(red: 0.1, green: 0.2, blue: 0.3) }
            }
            """, view: """
                var body: some View {
                    VStack {
                        Text("a").foregroundStyle(.ui.accent)
                        Text("b").background(.brandTint)
                        Text(Color.ui.accent == .orange ? "same" : "other")
                        LinearGradient(gradient: Gradient(colors: [.white, .ui.gray]), startPoint: .top, endPoint: .bottom).frame(height: 8)
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\\(drawn.errors)")
        #expect(drawn.rows.prefix(3) == ["a", "b", "same"], "\\(drawn.rows)")
    }
}
