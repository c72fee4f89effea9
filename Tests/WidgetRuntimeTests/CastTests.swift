import Testing
@testable import WidgetRuntime

/// `as`, `as?`, `as!` and `is`, by the value's dynamic type.
@Suite struct CastTests {
    static let declarations = """
        struct Repo: Codable { var name: String }
        struct Other { var n: Int }
        func value(_ i: Int) -> Any {
            if i == 0 { return 42 }
            if i == 1 { return "text" }
            if i == 2 { return Repo(name: "widgetry") }
            return [1, 2]
        }
        """

    @Test func castsTestTheDynamicType() throws {
        let text = try SwiftLanguageHarness.run("""
            var out = ""
            if let n = value(0) as? Int, n > 40 { out += "int \\(n) " }
            if value(1) is String { out += "string " }
            guard let repo = value(2) as? Repo, repo.name == "widgetry" else { return "guard failed" }
            out += "repo \\(repo.name) "
            out += "\\(value(2) is Repo) \\(value(2) is Other) \\(value(3) is [Int]) \\(value(3) is [String]) "
            out += "\\((value(1) as? Int) == nil) \\(value(0) is Any) "
            let d = 3 as Double
            out += "\\(d) \\((value(1) as! String).count)"
            return out
            """, declarations: Self.declarations)
        #expect(text == "int 42 string repo widgetry true false true false true true 3.0 4")
    }

    @Test func aFailedForcedCastIsALocatedErrorNotACrash() throws {
        let message = try SwiftLanguageHarness.runtimeError("""
            let n = value(1) as! Int
            return "\\(n)"
            """, declarations: Self.declarations)
        #expect(message == "1:9: could not cast a value of type String to Int with 'as!'")
    }

    @Test func castingToAnUnknownTypeIsALocatedCheckError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let n = value(1) as? Repository
            return "\\(n == nil)"
            """, declarations: Self.declarations)
        #expect(errors.first?.hasPrefix("1:22: unknown type 'Repository'") == true, "\(errors)")
    }
}
