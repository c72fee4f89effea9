import Testing
@testable import WidgetRuntime

/// Which types a value may be used as, and which parameter each argument of a call reaches.
@Suite struct AssignabilityTests {
    static let sampleTypes: [SemanticType] = [
        .int, .double, .string, .bool, .date, .duration, .data, .void, .view, .image, .text, .family,
        .timeline, .policy, .keyPath, .source, .intentError, .shape, .color, .font, .closure, .unknown,
        .optional(.int), .optional(.unknown), .array(.string), .array(.unknown), .dictionary(.string, .int),
        .named("ToDo"), .named("UUID"), .named("Other"), .metatype("ToDo"),
        .tuple(labels: [nil, "y"], elements: [.int, .int]), .tuple(labels: [nil, nil], elements: [.int, .double]),
    ]

    @Test func everyTypeIsAssignableToItself() {
        for type in Self.sampleTypes { #expect(type.isAssignable(to: type), "\(type)") }
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
}
