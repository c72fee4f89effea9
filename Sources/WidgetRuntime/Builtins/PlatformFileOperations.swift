import Foundation
import WidgetLanguage
import WidgetSources

/// `FileManager`'s operations on files, under the rules of the widget's other file access: a file is read where the
/// read permissions allow (the widget's folder, its App Group containers, the permitted paths), and written, moved or
/// copied to only inside an App Group container.
///
/// - `url(for:in:appropriateFor:create:)`: the folder `urls(for:in:)` gives first.
/// - `copyItem(at:to:)`, `copyItem(atPath:toPath:)`: from a readable file to a place in a container, which must be free.
/// - `moveItem(at:to:)`, `moveItem(atPath:toPath:)`: within the containers.
/// - `attributesOfItem(atPath:)`: the `FileAttributeKey`s `.size`, `.modificationDate`, `.creationDate` and `.type`.
///
/// A failure is Foundation's `CocoaError`, which `do`/`catch` catches.
enum PlatformFileOperations {
    static let attributeKeyType = "FileAttributeKey"
    /// The attributes given, by their names here and Foundation's keys.
    static let attributes: [(name: String, key: FileAttributeKey)] = [("size", .size), ("modificationDate", .modificationDate),
                                                                       ("creationDate", .creationDate), ("type", .type)]

    static func register(in registry: inout BuiltinRegistry) {
        let keys = FoundationDates.enumeration(attributeKeyType, attributes.map(\.name) + ["protectionKey", "posixPermissions"])
        let extra: [(name: String, key: FileAttributeKey)] = [("protectionKey", .protectionKey), ("posixPermissions", .posixPermissions)]
        // `FileAttributeKey(rawValue: "NSFileCreationDate")`: the key Foundation names so (`.creationDate`), and its `rawValue`.
        keys.add(.init(attributeKeyType, .initializer, ["rawValue:String"], result: .named(attributeKeyType)) { i, _, args, r in
            let raw = try i.string(args.value("rawValue"), r)
            return .member(name: (attributes + extra).first { $0.key.rawValue == raw }?.name ?? raw, arguments: [])
        })
        keys.add(.init("rawValue", .property, result: .string) { i, v, _, _ in
            let name = i.caseName(v) ?? ""
            return .string((attributes + extra).first { $0.name == name }?.key.rawValue ?? name)
        })
        registry.register(type: keys)
    }

    static func add(to manager: BuiltinType) {
        manager.add(.init("url", .method, ["for:FileManager.SearchPathDirectory in:FileManager.SearchPathDomainMask appropriateFor:URL? create:Bool"],
                          result: .string, note: "a folder of the widget's own container, beside its store, as urls(for:in:)") { i, _, args, r in
            let loader = try i.foundationLoader("FileManager.url", at: r)
            let folder = loader.container("widget." + (i.caseName(args.value("for")) ?? "documentDirectory"))
            return .string(URL(fileURLWithPath: folder, isDirectory: true).absoluteString)
        })
        manager.add(.init("copyItem", .method, ["at:URL to:URL", "atPath:String toPath:String"], result: .void,
                          note: "from a file the widget may read to a free place inside the App Group container") { i, _, args, r in
            let what = "FileManager.copyItem"
            let loader = try i.foundationLoader(what, at: r)
            let source = FilePaths.resolve(Interpreter.filePath(try i.string(args.value("at") ?? args.value("atPath"), r)), relativeTo: loader.folder.path)
            if let refusal = try loader.checkAccess(.read(path: source), i) { throw i.error("\(refusal) (\(what))", r) }
            let destination = try i.containerWritePath(try i.string(args.value("to") ?? args.value("toPath"), r), what, at: r)
            try i.fileOperation(what, from: source, to: destination, at: r) { try FileManager.default.copyItem(atPath: source, toPath: destination) }
            return .null
        })
        manager.add(.init("moveItem", .method, ["at:URL to:URL", "atPath:String toPath:String"], result: .void,
                          note: "within the App Group container; the place it goes to must be free") { i, _, args, r in
            let what = "FileManager.moveItem"
            let source = try i.containerItemPath(try i.string(args.value("at") ?? args.value("atPath"), r), what, doing: "moving", at: r)
            let destination = try i.containerWritePath(try i.string(args.value("to") ?? args.value("toPath"), r), what, at: r)
            try i.fileOperation(what, from: source, to: destination, at: r) { try FileManager.default.moveItem(atPath: source, toPath: destination) }
            return .null
        })
        manager.add(.init("attributesOfItem", .method, ["atPath:String"], result: .dictionary(.named(attributeKeyType), .unknown),
                          note: "under the read permissions: .size, .modificationDate, .creationDate and .type") { i, _, args, r in
            let what = "FileManager.attributesOfItem"
            let loader = try i.foundationLoader(what, at: r)
            let path = FilePaths.resolve(Interpreter.filePath(try i.string(args.value("atPath"), r)), relativeTo: loader.folder.path)
            if let refusal = try loader.checkAccess(.read(path: path), i) { throw i.error("\(refusal) (\(what))", r) }
            guard let attributes = try? i.waitingForIO({ try FileManager.default.attributesOfItem(atPath: path) }) else {
                throw Interpreter.cocoaError("fileReadNoSuchFile", "no file \(TerminalText.sanitize(path))", at: r)
            }
            var pairs: [DictionaryPair] = []
            for (name, key) in PlatformFileOperations.attributes {
                let value: Value
                switch attributes[key] {
                case let number as NSNumber: value = .int(number.intValue)
                case let date as Date: value = .date(date)
                case let type as FileAttributeType: value = .string(type.rawValue)
                case let text as String: value = .string(text)
                default: continue
                }
                pairs.append(DictionaryPair(key: .member(name: name, arguments: []), value: value))
            }
            return .dictionary(pairs)
        })
    }
}

extension Interpreter {
    /// Runs a copy or a move whose paths were checked; a place already taken or a missing file is a `CocoaError`.
    func fileOperation(_ what: String, from source: String, to destination: String, at range: SourceRange, _ operation: () throws -> Void) throws {
        guard FileManager.default.fileExists(atPath: source) else {
            throw Interpreter.cocoaError("fileNoSuchFile", "no file \(TerminalText.sanitize(source)) (\(what))", at: range)
        }
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw Interpreter.cocoaError("fileWriteFileExists", "\(TerminalText.sanitize(destination)) already exists (\(what))", at: range)
        }
        do {
            try waitingForIO(operation)
        } catch {
            throw Interpreter.cocoaError("fileWriteUnknown", "\(what) failed: \(TerminalText.sanitize(error.localizedDescription))", at: range)
        }
    }

    /// Foundation's `CocoaError` of a code, thrown where `do`/`catch` catches it.
    static func cocoaError(_ code: String, _ detail: String, at range: SourceRange) -> RuntimeError {
        let message = "CocoaError(.\(code)): \(detail)"
        return RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
    }
}
