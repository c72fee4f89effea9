import Testing
@testable import WidgetLanguageService

/// A local name resolves to the binding in scope where it is written: shadowing
/// in nested blocks, closure parameters, `if let`, `guard let`, `for … in`, and a
/// parameter that has a property's name.
@Suite struct LocalScopeTests {
    static let program = """
        struct Counter {
            var count: Int = 0
            func add(count: Int) -> Int {
                return count + 1
            }
            func current() -> Int {
                return count
            }
        }

        func totals(items: [Int]) -> Int {
            var sum = 0
            for sum in items {
                print(sum)
            }
            if items.isEmpty {
                let sum = 10
                print(sum)
            }
            let doubled = items.map { sum in sum * 2 }
            sum += doubled.count
            return sum
        }

        func label(of value: String?) -> String {
            if let value = value {
                return value
            }
            guard let value = value else { return "none" }
            return value
        }
        """

    @Test func theProgramChecks() {
        let module = InProcessModule(Self.program)
        #expect(module.analysis.result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(module.analysis.result.diagnostics.map { $0.message })")
    }

    @Test func aParameterShadowsAPropertyOnlyInItsFunction() throws {
        let module = InProcessModule(Self.program)
        let property = try module.offset(of: "count", in: "var count: Int")
        let parameter = try module.offset(of: "count", in: "add(count: Int)")
        #expect(try module.definition("count", in: "return count + 1") == parameter)
        #expect(try module.definition("count", in: "return count\n") == property)
        #expect(try module.hover("count", in: "return count + 1").contains("parameter count"))
        #expect(try module.hover("count", in: "return count\n").contains("member of `Counter`"))
        // The parameter's references stay in its function.
        #expect(try module.references("count", in: "add(count: Int)") == [parameter, try module.offset(of: "count", in: "return count + 1")])
    }

    @Test func shadowingInALoopABlockAndAClosure() throws {
        let module = InProcessModule(Self.program)
        let outer = try module.offset(of: "sum", in: "var sum = 0")
        let loop = try module.offset(of: "sum", in: "for sum in")
        let block = try module.offset(of: "sum", in: "let sum = 10")
        let closure = try module.offset(of: "sum", in: "{ sum in")
        #expect(try module.definition("sum", in: "print(sum)", occurrence: 1) == loop)
        #expect(try module.definition("sum", in: "print(sum)", occurrence: 2) == block)
        #expect(try module.definition("sum", in: "sum * 2") == closure)
        #expect(try module.definition("sum", in: "sum += doubled") == outer)
        #expect(try module.definition("sum", in: "return sum") == outer)
        #expect(try module.references("sum", in: "var sum = 0")
                == [outer, try module.offset(of: "sum", in: "sum += doubled"), try module.offset(of: "sum", in: "return sum")])
        #expect(try module.hover("sum", in: "sum * 2").contains("closure parameter sum"))
    }

    @Test func ifLetAndGuardLetShadowTheParameterWhereTheyAreInScope() throws {
        let module = InProcessModule(Self.program)
        // A parameter's declaration starts at its label.
        let parameter = try module.offset(of: "of value: String?")
        let ifLet = try module.offset(of: "value", in: "if let value")
        let guardLet = try module.offset(of: "value", in: "guard let value")
        // `if let value = value`: the value read is the parameter; inside the block, the new binding.
        #expect(try module.definition("value", in: "if let value = value", offset: 9) == parameter)
        #expect(try module.definition("value", in: "return value\n", occurrence: 1) == ifLet)
        #expect(try module.definition("value", in: "guard let value = value", offset: 9) == parameter)
        #expect(try module.definition("value", in: "return value\n", occurrence: 2) == guardLet)
    }

    @Test func aViewsClosureParameterAndIfLetInItsBody() throws {
        let module = InProcessModule("""
            view Card(title: String, subtitle: String?) {
                VStack {
                    Text(title)
                    ForEach(["a", "b"], id: \\.self) { title in
                        Text(title)
                    }
                    if let title = subtitle {
                        Text(title)
                    }
                    Text(title).bold()
                }
            }
            """)
        let parameter = try module.offset(of: "title", in: "Card(title")
        #expect(try module.definition("title", in: "Text(title)", occurrence: 1) == parameter)
        #expect(try module.definition("title", in: "Text(title)", occurrence: 2) == module.offset(of: "title", in: "{ title in"))
        #expect(try module.definition("title", in: "Text(title)", occurrence: 3) == module.offset(of: "title", in: "if let title"))
        #expect(try module.definition("title", in: "Text(title).bold()") == parameter)
    }
}
