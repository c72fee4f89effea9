import Testing
@testable import WidgetRuntime

/// The checker's cheap first tests (a type's plain case, a source kind's length and first
/// byte, a test function's length) answer exactly what the full comparison or lookup would.
@Suite struct CheckerCheapLookupTests {
    static let sampleTypes: [SemanticType] = [
        .int, .double, .string, .bool, .date, .duration, .data, .void, .view, .image, .text, .family,
        .timeline, .policy, .keyPath, .source, .intentError, .shape, .color, .font, .closure, .unknown,
        .optional(.int), .optional(.unknown), .array(.string), .array(.unknown), .dictionary(.string, .int),
        .named("ToDo"), .named("UUID"), .named("Other"), .metatype("ToDo"),
        .tuple(labels: [nil, "y"], elements: [.int, .int]), .tuple(labels: [nil, nil], elements: [.int, .double]),
    ]

    @Test func plainCasesAreEqualExactlyWhenTheTypesAre() {
        for a in Self.sampleTypes {
            for b in Self.sampleTypes where a.plainCase >= 0 || b.plainCase >= 0 {
                #expect((a.plainCase == b.plainCase) == (a == b), "\(a) vs \(b)")
            }
            #expect(a.isAssignable(to: a), "\(a)")
        }
    }

    @Test func assignabilityOfPlainAndNestedTypes() {
        #expect(SemanticType.int.isAssignable(to: .double))
        #expect(!SemanticType.double.isAssignable(to: .int))
        #expect(SemanticType.text.isAssignable(to: .view))
        #expect(!SemanticType.string.isAssignable(to: .view))
        #expect(SemanticType.named("UUID").isAssignable(to: .string))
        #expect(!SemanticType.named("ToDo").isAssignable(to: .named("Other")))
        #expect(SemanticType.array(.int).isAssignable(to: .optional(.array(.double))))
        #expect(!SemanticType.tuple(labels: [nil, nil], elements: [.int, .double])
            .isAssignable(to: .tuple(labels: [nil, "y"], elements: [.int, .int])))
        #expect(SemanticType.unknown.isAssignable(to: .metatype("ToDo")))
    }

    @Test func sourceKindsAreFoundAndEveryOtherNameIsNot() {
        let registry = BuiltinRegistry.standard
        let names = Array(registry.functions.keys) + Array(registry.views.keys) + Array(registry.modifiers.keys)
            + ["", "h", "HTTP", "jsonx", "expect", "configure", "a-name-longer-than-sixty-four-bytes-is-still-only-looked-up-once-x"]
        #expect(!registry.sources.isEmpty)
        for name in names {
            #expect(registry.hasSource(name) == (registry.sources[name] != nil), "\(name)")
        }
        for kind in registry.sources.keys { #expect(registry.hasSource(kind), "\(kind)") }
    }

    /// Each argument takes the type of the next parameter with its label, skipping
    /// optional ones; an argument no parameter takes (a required one stands before its
    /// label, or none has it) may be anything, and the walk goes on from where it was.
    @Test func argumentTypesAreThoseOfTheParametersTheirLabelsReach() {
        let signature = Signature("_:Date by?:Int from:Date to?:String")
        func types(_ labels: [String?]) -> [SemanticType?] { signature.parameterTypes(for: labels) }
        #expect(types([nil, "from"]) == [.date, .date])
        #expect(types([nil, "by", "from", "to"]) == [.date, .int, .date, .string])
        #expect(types(["from"]) == [nil])
        #expect(types([nil, "to"]) == [.date, nil])
        #expect(types([nil, "from", "by"]) == [.date, .date, nil])
        #expect(types([nil, "unknown", "from"]) == [.date, nil, .date])
        #expect(types([]) == [])
    }

    @Test func testFunctionsAreToldApartByName() {
        for name in ["expect", "render", "perform", "tap", "configure"] { #expect(Checker.isTestFunction(name), "\(name)") }
        for name in ["", "ta", "tab", "expected", "renders", "performs", "configures", "configur", "print", "http", "abs"] {
            #expect(!Checker.isTestFunction(name), "\(name)")
        }
    }
}
