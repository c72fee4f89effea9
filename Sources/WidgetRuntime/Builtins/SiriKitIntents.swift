/// The part of the Intents framework a widget target compiles with its SiriKit configuration: an
/// `IntentHandler: INExtension` that gives a parameter's options (`INObjectCollection(items:)`,
/// `INObjectSection`, `INObject`) and resolves values (`INStringResolutionResult`). Siri and the
/// widget's edit sheet call the handler; a terminal configures with `--config` (the options a
/// definition file lists are suggested), so the handler is checked and its values can be made,
/// but nothing calls it.
enum SiriKitIntents {
    static func register(in registry: inout BuiltinRegistry) {
        let note = "made as written; Siri and the widget's edit sheet ask for it, which a terminal does not have"
        for name in ["INIntent", "INExtension", "INInteraction"] {
            let type = BuiltinType(name, instance: .named(name)) { _ in Interpreter.foundationObject(name, []) }
            type.add(.init(name, .initializer, [""], result: .named(name), note: note) { _, _, _, _ in Interpreter.foundationObject(name, []) })
            registry.register(type: type)
        }
        let collection = BuiltinType("INObjectCollection", instance: .named("INObjectCollection")) { _ in
            Interpreter.foundationObject("INObjectCollection", [("allItems", .array([]))])
        }
        collection.sampleSource = "INObjectCollection(items: [\"a\"])"
        collection.add(.init("INObjectCollection", .initializer, ["items:[Any]", "sections:[Any]"], result: .named("INObjectCollection"), note: note) { i, _, args, r in
            var items: [Value] = []
            if let given = args.value("items") { items = try i.elements(of: given, at: r) }
            if let sections = args.value("sections") {
                for section in try i.elements(of: sections, at: r) { items += try i.elements(of: Interpreter.field(section, "items"), at: r) }
            }
            return Interpreter.foundationObject("INObjectCollection", [("allItems", .array(items))])
        })
        collection.add(.init("allItems", .property, result: .array(.unknown)) { _, v, _, _ in Interpreter.field(v, "allItems") })
        registry.register(type: collection)
        let section = BuiltinType("INObjectSection", instance: .named("INObjectSection")) { _ in
            Interpreter.foundationObject("INObjectSection", [("title", .null), ("items", .array([]))])
        }
        section.sampleSource = "INObjectSection(title: \"A\", items: [\"a\"])"
        section.add(.init("INObjectSection", .initializer, ["title:String? items:[Any]"], result: .named("INObjectSection"), note: note) { _, _, args, _ in
            Interpreter.foundationObject("INObjectSection", [("title", args.value("title") ?? .null), ("items", args.value("items") ?? .array([]))])
        })
        section.add(.init("items", .property, result: .array(.unknown)) { _, v, _, _ in Interpreter.field(v, "items") })
        section.add(.init("title", .property, result: .optional(.string)) { _, v, _, _ in Interpreter.field(v, "title") })
        registry.register(type: section)
        let object = BuiltinType("INObject", instance: .named("INObject")) { _ in
            Interpreter.foundationObject("INObject", [("identifier", .null), ("displayString", .string(""))])
        }
        object.sampleSource = "INObject(identifier: \"1\", display: \"One\")"
        object.add(.init("INObject", .initializer, ["identifier:String? display:String", "identifier:String? display:String pronunciationHint:String?",
                                                   "identifier:String? display:String subtitle:String? image:INImage?"],
                         result: .named("INObject")) { _, _, args, _ in
            Interpreter.foundationObject("INObject", [("identifier", args.value("identifier") ?? .null), ("displayString", args.value("display") ?? .string("")),
                                                      ("subtitleString", args.value("subtitle") ?? .null), ("displayImage", args.value("image") ?? .null)])
        })
        object.add(.init("identifier", .property, result: .optional(.string)) { _, v, _, _ in Interpreter.field(v, "identifier") })
        object.add(.init("displayString", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "displayString") })
        object.add(.init("subtitleString", .property, result: .optional(.string)) { _, v, _, _ in Interpreter.field(v, "subtitleString") })
        object.add(.init("displayImage", .property, result: .optional(.named("INImage"))) { _, v, _, _ in Interpreter.field(v, "displayImage") })
        registry.register(type: object)
        registry.register(type: image(note: note))
        for name in ["INStringResolutionResult", "INIntegerResolutionResult", "INBooleanResolutionResult"] {
            let result = BuiltinType(name, instance: .named(name)) { _ in Interpreter.foundationObject(name, []) }
            result.sampleSource = "\(name).needsValue()"
            for (member, forms) in [("success", ["with:Any"]), ("needsValue", [""]), ("notRequired", [""]), ("unsupported", [""])] {
                result.add(.init(member, .staticMethod, forms, result: .named(name), note: note) { _, _, args, _ in
                    Interpreter.foundationObject(name, [("value", args.value("with") ?? .null)])
                })
            }
            registry.register(type: result)
        }
    }

    /// `INImage(named:)`, `INImage(url:)`, `INImage(imageData:)`: the picture beside an option in the widget's edit
    /// sheet, which a terminal does not show; kept as what names it.
    static func image(note: String) -> BuiltinType {
        let type = SemanticType.named("INImage")
        let image = BuiltinType("INImage", instance: type) { _ in Interpreter.foundationObject("INImage", [("name", .string("star"))]) }
        image.sampleSource = "INImage(named: \"star\")"
        // (`INImage(url:)` is failable in the Intents framework, where a URL the system cannot load gives nil; the
        // picture is not loaded here, so every form makes one.)
        image.add(.init("INImage", .initializer, ["named:String", "imageData:Data", "url:URL", "url:URL width:Double height:Double"],
                        result: type, note: note) { _, _, args, _ in
            Interpreter.foundationObject("INImage", [("name", args.value("named") ?? .null), ("url", args.value("url") ?? .null)])
        })
        return image
    }
}
