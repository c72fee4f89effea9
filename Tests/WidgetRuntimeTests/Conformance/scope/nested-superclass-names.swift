// A type nested in a class names its superclass as it is found from the class around it:
// `StartTag: Tag` inside `Markup` is `Markup.Tag`, not the module's `Tag`.
class Tag {
    var depth = 1
    func describe() -> String { "module tag \(depth)" }
}

class Markup {
    var kind = "markup"

    class Tag: Markup {
        var attributes: [String: String] = [:]
        var normalName = "div"
        func describe() -> String { "nested tag \(normalName)" }
    }

    final class StartTag: Tag {
        var selfClosing = false
        func fill(_ key: String, _ value: String) -> String {
            attributes[key] = value
            return normalName + "/" + kind
        }
    }

    struct Options: Hashable {
        var pretty = true
    }

    struct Settings {
        var options = Options()
        var tag = StartTag()
    }
}

func run() {
    let start = Markup.StartTag()
    print(start.fill("id", "main"), start.attributes, start.selfClosing)
    print(start.describe(), Tag().describe())
    let settings = Markup.Settings()
    print(settings.options.pretty, settings.tag.normalName, settings.tag.kind)
    let tags: [Markup.Tag] = [Markup.StartTag(), Markup.Tag()]
    print(tags.map { $0.describe() }, tags.count, tags[0] is Markup.StartTag, tags[1] is Markup.StartTag)
    let held: Any = start
    print(held is Markup, held is Markup.Tag, held is Tag, (held as? Markup)?.kind ?? "none")
}
