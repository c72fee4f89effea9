import Foundation
import WidgetLanguage

/// Foundation's `CocoaError`: what file reads and writes throw, and what code throws itself with
/// `CocoaError(.fileWriteUnknown)`. A thrown one is the text `CocoaError(.code)`, with what went wrong after a
/// colon when Widgetry's own file access throws it; its `code`, its number in `NSCocoaErrorDomain` and the
/// `localizedDescription` Foundation gives each code are in `codes`.
enum FoundationCocoaErrors {
    static let typeName = "CocoaError"
    static let codeTypeName = "CocoaError.Code"

    /// Each code: its name, Foundation's number and the reason its description gives.
    static let codes: [(name: String, number: Int, reason: String?)] = [
        ("fileNoSuchFile", 4, "The file doesn’t exist."), ("fileLocking", 255, "The file couldn’t be locked."),
        ("fileReadUnknown", 256, nil), ("fileReadNoPermission", 257, "You don’t have permission."),
        ("fileReadInvalidFileName", 258, "The file name is invalid."), ("fileReadCorruptFile", 259, "The file isn’t in the correct format."),
        ("fileReadNoSuchFile", 260, "The file doesn’t exist."),
        ("fileReadInapplicableStringEncoding", 261, "The specified text encoding isn’t applicable."),
        ("fileReadUnsupportedScheme", 262, "The specified URL type isn’t supported."), ("fileReadTooLarge", 263, "The item is too large."),
        ("fileWriteUnknown", 512, nil), ("fileWriteNoPermission", 513, "You don’t have permission."),
        ("fileWriteInvalidFileName", 514, "The file name is invalid."), ("fileWriteFileExists", 516, "A file with the same name already exists."),
        ("fileWriteInapplicableStringEncoding", 517, "The specified text encoding isn’t applicable."),
        ("fileWriteUnsupportedScheme", 518, "The specified URL type isn’t supported."), ("fileWriteOutOfSpace", 640, "There isn’t enough space."),
        ("fileWriteVolumeReadOnly", 642, "The volume is read only."), ("keyValueValidation", 1024, "The value is invalid."),
        ("formatting", 2048, "The value is invalid."), ("userCancelled", 3072, "The operation was cancelled."),
        ("featureUnsupported", 3328, "The requested operation is not supported."),
        ("propertyListReadCorrupt", 3840, "The data is not in the correct format."),
        ("propertyListWriteInvalid", 3852, "An error occurred in the content of the data."),
        ("coderReadCorrupt", 4864, "The data isn’t in the correct format."), ("coderValueNotFound", 4865, "The data is missing."),
        ("coderInvalidValue", 4866, "The data isn’t in the correct format."),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        // Its own type (not any error's), so that `error.code` is a `CocoaError.Code` where `catch let error as CocoaError` gives one.
        let instance = SemanticType.named(typeName)
        let type = BuiltinType(typeName, instance: instance) { _ in .error("CocoaError(.fileReadUnknown)") }
        type.sampleSource = "CocoaError(.fileReadUnknown)"
        type.add(.init("localizedDescription", .property, result: .string) { _, v, _, _ in
            guard case .error(let message) = v else { return .string(typeName) }
            return .string(description(ofThrown: message) ?? message)
        })
        type.add(.init("code", .property, result: .named(codeTypeName)) { _, v, _, _ in
            guard case .error(let message) = v, let code = code(ofThrown: message) else { return .member(name: "fileReadUnknown", arguments: []) }
            return .member(name: code, arguments: [])
        })
        type.add(.init(typeName, .initializer, ["_:CocoaError.Code userInfo?:[String:Any]"], result: instance,
                       note: "a thrown error: do/catch catches it") { i, _, args, _ in
            .error("CocoaError(.\(i.caseName(args.first?.value) ?? "fileReadUnknown"))")
        })
        // `error.code == CocoaError.fileWriteUnknown`: each code is a static of the error type too.
        for code in codes {
            type.add(.init(code.name, .staticProperty, result: .named(codeTypeName)) { _, _, _, _ in .member(name: code.name, arguments: []) })
        }
        registry.register(type: type)
        let codeType = FoundationDates.enumeration(codeTypeName, codes.map(\.name))
        codeType.add(.init("rawValue", .property, result: .int, note: "Foundation's number for the code") { i, v, _, _ in
            .int(number(of: i.caseName(v) ?? ""))
        })
        registry.register(type: codeType)
    }

    static func number(of name: String) -> Int { codes.first { $0.name == name }?.number ?? 256 }

    /// The code's name of a thrown `CocoaError` (`CocoaError(.fileReadNoSuchFile): …`), nil for another error.
    static func code(ofThrown message: String) -> String? {
        guard message.hasPrefix("CocoaError(."), let close = message.firstIndex(of: ")") else { return nil }
        return String(message[message.index(message.startIndex, offsetBy: 12)..<close])
    }

    /// Foundation's description of a `CocoaError` made by code (`CocoaError(.fileReadCorruptFile)`); one Widgetry's
    /// file access threw keeps its own text, which names the file.
    static func description(ofThrown message: String) -> String? {
        guard let name = code(ofThrown: message), message == "CocoaError(.\(name))" else { return nil }
        let code = codes.first { $0.name == name }
        let reason = code?.reason ?? "(NSCocoaErrorDomain error \(code?.number ?? 256).)"
        return "The operation could not be completed. \(reason)"
    }
}
