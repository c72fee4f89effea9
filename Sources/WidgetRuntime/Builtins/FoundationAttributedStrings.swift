import Foundation
import WidgetLanguage

/// `NSAttributedString`: the text it holds (attributes are not drawn). Made from a String, or from
/// data with `options:` — an HTML document (`.documentType: NSAttributedString.DocumentType.html`) is
/// read as its text, as UIKit reads one: tags dropped, `<br>` and the ends of blocks made line breaks,
/// runs of spaces made one, character references (`&amp;`, `&#39;`, `&#x2014;`) decoded.
enum FoundationAttributedStrings {
    static let typeName = "NSAttributedString"

    static func register(in registry: inout BuiltinRegistry) {
        let instance = SemanticType.named(typeName)
        let type = BuiltinType(typeName, instance: instance) { _ in object("") }
        type.sampleSource = "NSAttributedString(string: \"a\")"
        var made = BuiltinMember(typeName, .initializer, ["string:String attributes?:Any", "attributedString:NSAttributedString",
                                                          "data:Data options:[NSAttributedString.DocumentReadingOptionKey:Any] documentAttributes:Any?"],
                                 result: instance, note: "its text: attributes are not drawn; HTML data is read as its text") { i, _, args, r in
            if let text = args.value("string") { return object(try i.string(text, r)) }
            if let other = args.value("attributedString") { return object(try text(i, other, r)) }
            guard case .data(let data)? = args.value("data") else { throw i.error("NSAttributedString(data:options:documentAttributes:) takes Data", r) }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw i.error("the data is not UTF-8 text, which NSAttributedString(data:options:documentAttributes:) reads here", r)
            }
            try i.charge(data.count, at: r)
            return object(isHTML(args.value("options")) ? htmlText(decoded) : decoded)
        }
        made.overloadResults = [instance, instance, instance]
        type.add(made)
        type.add(.init("string", .property, result: .string) { i, v, _, r in .string(try text(i, v, r)) })
        type.add(.init("length", .property, result: .int, note: "counted in UTF-16 units, as NSString counts") { i, v, _, r in
            .int(try text(i, v, r).utf16.count)
        })
        registry.register(type: type, byInstance: false)
        registry.register(type: FoundationDates.enumeration("NSAttributedString.DocumentType", ["plain", "html", "rtf", "rtfd"]))
        registry.register(type: FoundationDates.enumeration("NSAttributedString.DocumentReadingOptionKey",
                                                            ["documentType", "characterEncoding", "defaultAttributes"]))
    }

    static func object(_ text: String) -> Value { Interpreter.foundationObject(typeName, [("string", .string(text))]) }

    static func text(_ i: Interpreter, _ v: Value, _ r: SourceRange) throws -> String {
        if case .object(let object) = v, object.type == typeName, case .string(let text)? = object["string"] { return text }
        return try i.string(v, r)
    }

    /// Whether the reading options name HTML as the document's type.
    static func isHTML(_ options: Value?) -> Bool {
        guard case .dictionary(let pairs)? = options else { return false }
        return pairs.contains { pair in
            guard case .member("documentType", _) = pair.key else { return false }
            if case .member("html", _) = pair.value { return true }
            if case .string(let name) = pair.value { return name.lowercased().contains("html") }
            return false
        }
    }

    /// The text of an HTML document, as UIKit's HTML reading gives it (without the attributes).
    static func htmlText(_ html: String) -> String {
        let breaks: Set<String> = ["br", "/p", "/div", "/li", "/h1", "/h2", "/h3", "/h4", "/h5", "/h6", "/tr", "/blockquote", "/pre", "hr"]
        var out = "", pendingSpace = false
        var rest = html[...]
        var skipping: String? = nil
        while let first = rest.first {
            if first == "<", let close = rest.firstIndex(of: ">") {
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                // The tag's name, with its slash when it closes an element (`/p`); `<br/>` is `br`.
                let closing = inside.first == "/"
                let name = (closing ? "/" : "") + String(inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
                rest = rest[rest.index(after: close)...]
                if let skipped = skipping { if name == "/" + skipped { skipping = nil }; continue }
                if name == "script" || name == "style" || name == "head" { skipping = name; continue }
                if breaks.contains(name) {
                    out += "\n"
                    pendingSpace = false
                }
                continue
            }
            rest = rest.dropFirst()
            if skipping != nil { continue }
            if first.isWhitespace {
                pendingSpace = !out.isEmpty && out.last != "\n"
                continue
            }
            if pendingSpace { out += " "; pendingSpace = false }
            if first == "&", let semicolon = rest.prefix(10).firstIndex(of: ";"), let decoded = entity(String(rest[..<semicolon])) {
                out += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out.append(first)
            }
        }
        return out
    }

    /// A character reference's text (`amp`, `#39`, `#x2014`), or nil for one it does not know.
    static func entity(_ name: String) -> String? {
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
                                       "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "copy": "\u{A9}",
                                       "reg": "\u{AE}", "trade": "\u{2122}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
                                       "ldquo": "\u{201C}", "rdquo": "\u{201D}", "euro": "\u{20AC}", "middot": "\u{B7}"]
        if let text = named[name] { return text }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let number = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
