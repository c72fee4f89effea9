import Foundation
import WidgetLanguage

/// UniformTypeIdentifiers' `UTType`: the system's declared types a widget names (`.png`, `.json`, `.url`, …),
/// each with its identifier, preferred filename extension and MIME type, and the types it conforms to;
/// `UTType(filenameExtension:)`, `UTType(mimeType:)` and `UTType("public.png")` find one of them (nil for
/// one the table does not declare, as for an undeclared type on a device); `UTType(importedAs:)` and
/// `UTType(exportedAs:)` make the app's own. A type prints as its identifier.
enum UniformTypes {
    static let typeName = "UTType"

    struct Declared {
        let name: String
        let identifier: String
        let parents: [String]
        let fileExtension: String?
        let mimeType: String?
    }

    /// The declared types, by their static property's name; parents by identifier.
    static let declared: [Declared] = [
        .init(name: "item", identifier: "public.item", parents: [], fileExtension: nil, mimeType: nil),
        .init(name: "content", identifier: "public.content", parents: ["public.item"], fileExtension: nil, mimeType: nil),
        .init(name: "compositeContent", identifier: "public.composite-content", parents: ["public.content"], fileExtension: nil, mimeType: nil),
        .init(name: "data", identifier: "public.data", parents: ["public.item"], fileExtension: nil, mimeType: "application/octet-stream"),
        .init(name: "directory", identifier: "public.directory", parents: ["public.item"], fileExtension: nil, mimeType: nil),
        .init(name: "folder", identifier: "public.folder", parents: ["public.directory"], fileExtension: nil, mimeType: nil),
        .init(name: "text", identifier: "public.text", parents: ["public.data", "public.content"], fileExtension: nil, mimeType: nil),
        .init(name: "plainText", identifier: "public.plain-text", parents: ["public.text"], fileExtension: "txt", mimeType: "text/plain"),
        .init(name: "utf8PlainText", identifier: "public.utf8-plain-text", parents: ["public.plain-text"], fileExtension: nil, mimeType: nil),
        .init(name: "html", identifier: "public.html", parents: ["public.text"], fileExtension: "html", mimeType: "text/html"),
        .init(name: "xml", identifier: "public.xml", parents: ["public.text"], fileExtension: "xml", mimeType: "application/xml"),
        .init(name: "json", identifier: "public.json", parents: ["public.text"], fileExtension: "json", mimeType: "application/json"),
        .init(name: "yaml", identifier: "public.yaml", parents: ["public.text"], fileExtension: "yaml", mimeType: "application/x-yaml"),
        .init(name: "commaSeparatedText", identifier: "public.comma-separated-values-text", parents: ["public.text"], fileExtension: "csv", mimeType: "text/csv"),
        .init(name: "rtf", identifier: "public.rtf", parents: ["public.text"], fileExtension: "rtf", mimeType: "text/rtf"),
        .init(name: "sourceCode", identifier: "public.source-code", parents: ["public.plain-text"], fileExtension: nil, mimeType: nil),
        .init(name: "swiftSource", identifier: "public.swift-source", parents: ["public.source-code"], fileExtension: "swift", mimeType: nil),
        .init(name: "propertyList", identifier: "com.apple.property-list", parents: ["public.data"], fileExtension: "plist", mimeType: nil),
        .init(name: "url", identifier: "public.url", parents: ["public.data"], fileExtension: nil, mimeType: nil),
        .init(name: "fileURL", identifier: "public.file-url", parents: ["public.url"], fileExtension: nil, mimeType: nil),
        .init(name: "image", identifier: "public.image", parents: ["public.data", "public.content"], fileExtension: nil, mimeType: nil),
        .init(name: "png", identifier: "public.png", parents: ["public.image"], fileExtension: "png", mimeType: "image/png"),
        .init(name: "jpeg", identifier: "public.jpeg", parents: ["public.image"], fileExtension: "jpeg", mimeType: "image/jpeg"),
        .init(name: "gif", identifier: "com.compuserve.gif", parents: ["public.image"], fileExtension: "gif", mimeType: "image/gif"),
        .init(name: "webP", identifier: "org.webmproject.webp", parents: ["public.image"], fileExtension: "webp", mimeType: "image/webp"),
        .init(name: "heic", identifier: "public.heic", parents: ["public.image"], fileExtension: "heic", mimeType: "image/heic"),
        .init(name: "tiff", identifier: "public.tiff", parents: ["public.image"], fileExtension: "tiff", mimeType: "image/tiff"),
        .init(name: "bmp", identifier: "com.microsoft.bmp", parents: ["public.image"], fileExtension: "bmp", mimeType: "image/bmp"),
        .init(name: "svg", identifier: "public.svg-image", parents: ["public.image"], fileExtension: "svg", mimeType: "image/svg+xml"),
        .init(name: "pdf", identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], fileExtension: "pdf", mimeType: "application/pdf"),
        .init(name: "audiovisualContent", identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], fileExtension: nil, mimeType: nil),
        .init(name: "movie", identifier: "public.movie", parents: ["public.audiovisual-content"], fileExtension: nil, mimeType: nil),
        .init(name: "video", identifier: "public.video", parents: ["public.movie"], fileExtension: nil, mimeType: nil),
        .init(name: "quickTimeMovie", identifier: "com.apple.quicktime-movie", parents: ["public.movie"], fileExtension: "mov", mimeType: "video/quicktime"),
        .init(name: "mpeg", identifier: "public.mpeg", parents: ["public.movie"], fileExtension: "mpg", mimeType: "video/mpeg"),
        .init(name: "mpeg4Movie", identifier: "public.mpeg-4", parents: ["public.movie"], fileExtension: "mp4", mimeType: "video/mp4"),
        .init(name: "audio", identifier: "public.audio", parents: ["public.audiovisual-content"], fileExtension: nil, mimeType: nil),
        .init(name: "mp3", identifier: "public.mp3", parents: ["public.audio"], fileExtension: "mp3", mimeType: "audio/mpeg"),
        .init(name: "mpeg4Audio", identifier: "public.mpeg-4-audio", parents: ["public.audio"], fileExtension: "m4a", mimeType: "audio/mp4"),
        .init(name: "wav", identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], fileExtension: "wav", mimeType: "audio/vnd.wave"),
        .init(name: "archive", identifier: "public.archive", parents: ["public.data"], fileExtension: nil, mimeType: nil),
        .init(name: "zip", identifier: "public.zip-archive", parents: ["public.archive"], fileExtension: "zip", mimeType: "application/zip"),
        .init(name: "vCard", identifier: "public.vcard", parents: ["public.text"], fileExtension: "vcf", mimeType: "text/vcard"),
        .init(name: "calendarEvent", identifier: "public.calendar-event", parents: ["public.item"], fileExtension: nil, mimeType: nil),
    ]

    static let byIdentifier: [String: Declared] = Dictionary(declared.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    /// Extensions and MIME types other spellings find too (`jpg`, `htm`, `image/jpg`).
    static let otherExtensions: [String: String] = ["jpg": "public.jpeg", "htm": "public.html", "yml": "public.yaml", "text": "public.plain-text",
                                                     "mpeg": "public.mpeg", "tif": "public.tiff", "m4v": "public.mpeg-4"]

    static func register(in registry: inout BuiltinRegistry) {
        let instance = SemanticType.named(typeName)
        let type = BuiltinType(typeName, instance: instance, checksImplicitMembers: true) { _ in value("public.data") }
        type.sampleSource = "UTType.png"
        for entry in declared {
            type.add(.init(entry.name, .staticProperty, result: instance) { _, _, _, _ in value(entry.identifier) })
        }
        var made = BuiltinMember(typeName, .initializer, ["_:String", "filenameExtension:String conformingTo?:UTType", "mimeType:String conformingTo?:UTType",
                                                          "importedAs:String conformingTo?:UTType", "exportedAs:String conformingTo?:UTType"],
                                 result: .optional(instance), note: "the types the table declares; an imported or exported type is the app's own") { i, _, args, r in
            if let name = args.value("importedAs") ?? args.value("exportedAs") { return value(try i.string(name, r)) }
            if let text = args.value("filenameExtension") {
                let wanted = try i.string(text, r).lowercased()
                let found = otherExtensions[wanted] ?? declared.first { $0.fileExtension == wanted }?.identifier
                return found.map(value) ?? .null
            }
            if let text = args.value("mimeType") {
                let wanted = try i.string(text, r).lowercased()
                let found = wanted == "image/jpg" ? "public.jpeg" : declared.first { $0.mimeType == wanted }?.identifier
                return found.map(value) ?? .null
            }
            let identifier = try i.string(args.first?.value ?? .null, r)
            return byIdentifier[identifier] != nil ? value(identifier) : .null
        }
        made.overloadResults = [.optional(instance), .optional(instance), .optional(instance), instance, instance]
        type.add(made)
        type.add(.init("identifier", .property, result: .string) { _, v, _, _ in .string(identifier(v)) })
        type.add(.init("preferredFilenameExtension", .property, result: .optional(.string)) { _, v, _, _ in
            byIdentifier[identifier(v)]?.fileExtension.map(Value.string) ?? .null
        })
        type.add(.init("preferredMIMEType", .property, result: .optional(.string)) { _, v, _, _ in
            byIdentifier[identifier(v)]?.mimeType.map(Value.string) ?? .null
        })
        type.add(.init("isDeclared", .property, result: .bool) { _, v, _, _ in .bool(byIdentifier[identifier(v)] != nil) })
        type.add(.init("isPublic", .property, result: .bool) { _, v, _, _ in .bool(identifier(v).hasPrefix("public.")) })
        type.add(.init("supertypes", .property, result: .array(instance), note: "as an array (a Set in UniformTypeIdentifiers)") { _, v, _, _ in
            .array(ancestors(of: identifier(v)).map(value))
        })
        type.add(.init("conforms", .method, ["to:UTType"], result: .bool) { _, v, args, _ in
            let target = identifier(args.value("to") ?? .null)
            let own = identifier(v)
            return .bool(own == target || ancestors(of: own).contains(target))
        })
        type.add(.init("isSupertype", .method, ["of:UTType"], result: .bool) { _, v, args, _ in
            let other = identifier(args.value("of") ?? .null)
            return .bool(other == identifier(v) || ancestors(of: other).contains(identifier(v)))
        })
        type.add(.init("isSubtype", .method, ["of:UTType"], result: .bool) { _, v, args, _ in
            let other = identifier(args.value("of") ?? .null)
            return .bool(other == identifier(v) || ancestors(of: identifier(v)).contains(other))
        })
        registry.register(type: type)
    }

    static func value(_ identifier: String) -> Value { Interpreter.foundationObject(typeName, [("identifier", .string(identifier))]) }

    static func identifier(_ value: Value) -> String {
        if case .object(let object) = value, object.type == typeName, case .string(let text)? = object["identifier"] { return text }
        if case .member(let name, _) = value, let entry = declared.first(where: { $0.name == name }) { return entry.identifier }
        return ""
    }

    /// Every type `identifier` conforms to, nearest first, each once.
    static func ancestors(of identifier: String) -> [String] {
        var found: [String] = [], queue = byIdentifier[identifier]?.parents ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !found.contains(next) else { continue }
            found.append(next)
            queue += byIdentifier[next]?.parents ?? []
        }
        return found
    }
}
