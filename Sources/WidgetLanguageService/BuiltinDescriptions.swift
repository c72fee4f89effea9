import LanguageServer
import WidgetRuntime

/// How a built-in reads in a hover and in a completion's detail, from the
/// table's own entry: its signatures, result and approximation note (the
/// *Status* of docs/apple-api.md), and what it does (`BuiltinSummaries`).
struct BuiltinDescription {
    /// One line saying what the entry is: `SwiftUI view`, `view modifier`, `static member of Color`.
    var kind: String
    var signatures: [String]
    var result: String
    var note: String
    /// One sentence saying what it does; nil for an entry the summaries do not name (a plugin's).
    var summary: String?

    init(kind: String, signatures: [String], result: SemanticType, note: String, key: String) {
        self.kind = kind
        self.signatures = signatures
        self.result = result.documented
        self.note = note
        self.summary = BuiltinSummaries.summary(key)
    }

    /// A view, a function, or with `prefix` "." a modifier.
    static func callable(_ callable: BuiltinCallable, kind: String, prefix: String = "") -> BuiltinDescription {
        BuiltinDescription(kind: kind, signatures: callable.overloads.map { prefix + $0.typedDisplay(callable.name) },
                           result: callable.result, note: callable.note, key: prefix + callable.name)
    }

    static func member(_ member: BuiltinMember, of type: BuiltinType) -> BuiltinDescription {
        let owner = member.isStaticMember ? type.name : (member.kind == .initializer ? "" : type.name)
        let signatures: [String]
        switch member.kind {
        case .property, .staticProperty: signatures = ["\(owner).\(member.name)"]
        case .initializer: signatures = member.overloads.map { $0.typedDisplay(type.name) }
        case .method, .staticMethod: signatures = member.overloads.map { $0.typedDisplay("\(owner).\(member.name)") }
        }
        return BuiltinDescription(kind: "\(member.kind.rawValue) of \(type.name)", signatures: signatures, result: member.result, note: member.note,
                                  key: BuiltinSummaries.key(of: member, in: type))
    }

    /// The completion's detail: the first signature, and how many more there are.
    var detail: String {
        guard let first = signatures.first else { return result }
        let more = signatures.count > 1 ? " (+\(signatures.count - 1) more)" : ""
        return "\(first) → \(result)\(more)"
    }

    /// The hover's markdown: signatures in a code block, what it does, the kind and result, the note.
    var markdown: String {
        var text = "```swift\n" + signatures.prefix(8).joined(separator: "\n")
        if signatures.count > 8 { text += "\n// … \(signatures.count - 8) more" }
        text += "\n```\n"
        if let summary { text += summary + "\n\n" }
        text += "\(kind) → `\(result)`"
        if !note.isEmpty { text += "\n\n*In Widgetry:* \(note)" }
        return text
    }
}
