import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

extension UserTypeTests {
    @Test func enumsHaveMethodsComputedPropertiesAndStaticMembers() throws {
        let text = try Self.render("""
        enum Level: Int, CaseIterable {
            case low = 1, mid, high
            static let fallback: Level = .mid
            var label: String {
                switch self {
                case .low: return "L"
                case .mid: return "M"
                case .high: return "H"
                }
            }
            func next() -> Level { self == .high ? .low : (self == .low ? .mid : .high) }
            mutating func advance() { self = next() }
        }
        func labels() -> String { Level.allCases.map { $0.label }.joined() }
        """, body: """
                var level = Level.fallback
                level.advance()
                let labels = labels()
                Text("\\(level.label) \\(labels) \\(Level(rawValue: 1)?.label ?? "?") \\(Level.high.next().label)")
        """)
        #expect(text.contains("H LMH L L"), "\(text)")
    }

    @Test func nestedTypesAndTypeAliasesResolve() throws {
        let text = try Self.render("""
        struct Provider {
            typealias Entry = Item
            struct Item { var title: String }
            enum Mode: String { case fast, slow }
            static func make() -> Entry { Item(title: "nested") }
        }
        """, body: """
                let item = Provider.make()
                let mode = Provider.Mode.slow
                Text("\\(item.title) \\(mode.rawValue) \\(Provider.Item(title: "q").title)")
        """)
        #expect(text.contains("nested slow q"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func enumInitializersAndSelfAsTheType() throws {
        let text = try Self.render("""
        enum Size {
            case small, large
            init?(letter: String) {
                switch letter {
                case "s": self = .small
                case "l": self = .large
                default: return nil
                }
            }
        }
        struct Item {
            var name: String
            static let placeholder = Item(name: "placeholder")
            static func fallback() -> Item { Self.placeholder }
        }
        """, body: """
                let big = Size(letter: "l")
                let none = Size(letter: "x")
                Text("\\(big == .large) \\(none == nil) \\(Item.fallback().name)")
        """)
        #expect(text.contains("true true placeholder"), "\(text)")
    }
}

extension UserTypeTests {
    /// `enum CodingKeys` in several `Codable` structs: each is its owner's.
    @Test func nestedTypesOfOneNameInSeveralTypesAreEachTheirOwners() throws {
        let text = try Self.render("""
        struct Owner: Decodable {
            let avatarUrl: String
            enum CodingKeys: String, CodingKey { case avatarUrl = "avatar_url" }
            func key() -> String { CodingKeys.avatarUrl.rawValue }
        }
        struct Repo: Decodable {
            let openIssues: Int
            enum CodingKeys: String, CodingKey { case openIssues = "open_issues" }
        }
        """, body: """
                Text("\\(Owner(avatarUrl: "a").key()) \\(Repo.CodingKeys.openIssues.rawValue)")
        """)
        #expect(text.contains("avatar_url open_issues"), "\(text)")
    }
}
