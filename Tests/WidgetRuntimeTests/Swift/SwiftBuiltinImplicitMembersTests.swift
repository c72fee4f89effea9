import Foundation
import Testing
@testable import WidgetRuntime

/// Implicit members of built-in types the checker binds: a built-in type's static function
/// (`.random()` where a `Bool` goes) and an `init` an extension of the program adds to a built-in
/// type (`.init(endpoint: "a", "b")`); and the colour literal `#colorLiteral(…)`.
@Suite struct SwiftBuiltinImplicitMembersTests {
    @Test func aStaticFunctionOfTheExpectedBuiltInTypeRuns() {
        let outcome = SwiftProgram.run(source: """
            struct Todo { var title: String; var done: Bool }

            func run() {
                let todo = Todo(title: "a", done: .random())
                let flag: Bool = .random()
                print(todo.done, flag, todo.done == flag)
            }
            """, fileName: "random.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        // `Bool.random()` is false in Widgetry, so renders are reproducible.
        #expect(outcome.output == "false false true\n")
    }

    @Test func anExtensionInitOfABuiltInTypeMadeByImplicitMember() {
        let outcome = SwiftProgram.run(source: """
            import Foundation

            extension URL {
                init(api parts: String...) {
                    self.init(string: "https://example.org/" + parts.joined(separator: "/"))!
                }
                static var status: URL { .init(api: "line", "status") }
            }

            func run() {
                print(URL.status.absoluteString, URL(api: "a").path)
            }
            """, fileName: "url.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "https://example.org/line/status /a\n")
    }

    @Test func aColourLiteralIsAColour() throws {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            func run() {
                let orange = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
                print(orange == Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
            }
            """, fileName: "literal.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "true\n")
    }

    /// `UIColor(Color("Accent"))` (iOS 14): the colour itself, as a UIKit colour.
    @Test func aUIColorMadeFromAColorIsThatColour() throws {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            extension UIColor {
                static let tint = UIColor(Color.orange)
            }

            func run() {
                print(Color(UIColor.tint) == Color.orange, Color(UIColor(Color.red)) == Color.blue)
            }
            """, fileName: "uicolor.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "true false\n")
    }

    /// `getRed(_:green:blue:alpha:)` gives the channels back through its `inout` arguments, as UIKit does.
    @Test func getRedFillsItsInoutArguments() throws {
        let outcome = SwiftProgram.run(source: """
            import UIKit

            extension UIColor {
                var rgba: (Int, Int, Int, Double)? {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
                    return (Int(r * 255), Int(g * 255), Int(b * 255), Double(a))
                }
            }

            func run() {
                if let (r, g, b, a) = UIColor(red: 1, green: 0, blue: 1, alpha: 1).rgba { print(r, g, b, a) }
            }
            """, fileName: "rgba.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "255 0 255 1.0\n")
    }
}
