import WidgetLanguage

/// SwiftUI's `Animation` (`Animation.spring().delay(0.2)`, `.easeInOut(duration: 1)`): a
/// value the `.animation` and `withAnimation` modifiers take. A terminal frame is drawn,
/// not animated, so each is accepted and has no effect.
enum SwiftUIAnimations {
    /// Each named animation with the forms SwiftUI gives its static function (`default` has none).
    static let named: [(name: String, forms: [String])] = [
        ("default", []),
        ("linear", ["duration:Double"]), ("easeIn", ["duration:Double"]), ("easeOut", ["duration:Double"]),
        ("easeInOut", ["duration:Double"]),
        ("spring", ["response?:Double dampingFraction?:Double blendDuration?:Double", "duration?:Double bounce?:Double blendDuration?:Double"]),
        ("interactiveSpring", ["response?:Double dampingFraction?:Double blendDuration?:Double",
                               "duration?:Double extraBounce?:Double blendDuration?:Double"]),
        ("bouncy", ["duration?:Double extraBounce?:Double"]), ("smooth", ["duration?:Double extraBounce?:Double"]),
        ("snappy", ["duration?:Double extraBounce?:Double"]),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("Animation")
        let animation = BuiltinType("Animation", instance: type) { _ in .member(name: "default", arguments: []) }
        animation.sampleSource = "Animation.spring().delay(0.2)"
        let note = "no effect in a terminal: a frame is drawn, not animated"
        for (name, forms) in named {
            guard !forms.isEmpty else {
                animation.add(.init(name, .staticProperty, result: type, note: note) { _, _, _, _ in .member(name: name, arguments: []) })
                continue
            }
            var member = BuiltinMember(name, .staticMethod, forms, result: type, note: note) { _, _, _, _ in .member(name: name, arguments: []) }
            member.isAlsoProperty = true
            animation.add(member)
        }
        for (name, forms) in [("delay", ["_:Double"]), ("speed", ["_:Double"]), ("repeatForever", ["autoreverses?:Bool"]),
                              ("repeatCount", ["_:Int autoreverses?:Bool"])] {
            animation.add(.init(name, .method, forms, result: type, note: note) { _, value, _, _ in value })
        }
        registry.register(type: animation)
        // `withAnimation(.spring()) { value = 1 }`: the changes are made at once.
        registry.register(function: BuiltinCallable("withAnimation", ["{}", "_:Any {}"], result: .unknown,
                                                    note: "runs the closure at once: a frame is drawn, not animated", body: runsClosureAtOnce))
        // Foundation's `autoreleasepool { … }`: the body runs, and its result is the call's.
        registry.register(function: BuiltinCallable("autoreleasepool", ["{}", "invoking:Closure"], result: .unknown,
                                                    note: "runs the closure: memory is counted, not pooled", body: runsClosureAtOnce))
    }

    /// The body of a function that calls its one closure argument at once and gives back what it returns.
    @Sendable static func runsClosureAtOnce(_ i: Interpreter, _ args: [CallArgument], _ r: SourceRange) throws -> Value {
        guard let closure = i.firstClosure(args) else { return .null }
        return try i.callClosure(closure, [], at: r)
    }
}
