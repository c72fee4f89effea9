/// SwiftUI's gestures (`DragGesture().onChanged { … }`, `TapGesture(count: 2)`) as an app's shared
/// views write them for `.gesture(…)`. A widget has no gestures (a tap opens the app or runs a
/// Button's intent), so each is a value that is checked — its closures' names must resolve —
/// and never fires.
enum SwiftUIGestures {
    /// Each gesture type with the forms of its initializer.
    static let types: [(name: String, forms: [String])] = [
        ("TapGesture", ["count?:Int"]),
        ("SpatialTapGesture", ["count?:Int coordinateSpace?"]),
        ("LongPressGesture", ["minimumDuration?:Double maximumDistance?:Double"]),
        ("DragGesture", ["minimumDistance?:Double coordinateSpace?"]),
        ("MagnifyGesture", ["minimumScaleDelta?:Double"]),
        ("MagnificationGesture", ["minimumScaleDelta?:Double"]),
        ("RotateGesture", ["minimumAngleDelta?"]),
        ("RotationGesture", ["minimumAngleDelta?"]),
    ]

    static let note = "a widget has no gestures: a tap opens the app or runs a Button's intent; the closures are checked, never run"

    static func register(in registry: inout BuiltinRegistry) {
        for (name, forms) in types {
            let type = SemanticType.named(name)
            let gesture = BuiltinType(name, instance: type) { _ in .member(name: name, arguments: []) }
            gesture.add(.init(name, .initializer, forms, result: type, note: note) { _, _, _, _ in .member(name: name, arguments: []) })
            // `.onChanged { value in … }`, `.onEnded(perform)`: the same gesture, its closure never called.
            for method in ["onChanged", "onEnded", "updating"] {
                var member = BuiltinMember(method, .method, method == "updating" ? ["_ {}!", "_ body"] : ["{}!", "_"], result: type, note: note) { _, value, _, _ in value }
                member.closureParameters = method == "updating" ? [.unknown, .unknown, .unknown] : [.unknown]
                gesture.add(member)
            }
            for method in ["simultaneously", "sequenced", "exclusively"] {
                gesture.add(.init(method, .method, ["with"], result: type, note: note) { _, value, _, _ in value })
            }
            registry.register(type: gesture)
        }
    }
}
