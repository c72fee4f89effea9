import WidgetLanguage

/// Combine's `ObservableObject` as shared app code uses it in a widget's module: a class that conforms has
/// `objectWillChange` (`SwiftLowering` gives it one that makes a publisher, unless it declares its own), and
/// `objectWillChange.send()` tells no one: a widget's views are built again for each entry, and nothing observes here.
enum CombineObservableObjects {
    static let publisherType = "ObservableObjectPublisher"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(publisherType)
        let publisher = BuiltinType(publisherType, instance: type) { _ in Interpreter.foundationObject(publisherType, []) }
        publisher.add(.init(publisherType, .initializer, [""], result: type) { _, _, _, _ in Interpreter.foundationObject(publisherType, []) })
        publisher.add(.init("send", .method, [""], result: .void, note: "no one observes: a widget's views are built anew for each entry") { _, _, _, _ in .null })
        registry.register(type: publisher)
    }
}
