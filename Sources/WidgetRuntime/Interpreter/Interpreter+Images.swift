import Foundation
import WidgetLanguage
import WidgetRender
import WidgetSources

/// Images with pixels: `Image("name")`, `Image(uiImage:)`, `UIImage(data:)`,
/// `UIImage(named:)`, image values from `http(url).image()`, and the image
/// modifiers `.resizable()`, `.scaledToFit()`, `.scaledToFill()`, `.aspectRatio(_:contentMode:)`.
extension Interpreter {
    /// `Image("name")`: the asset beside the widget, else the box with a note.
    func assetImageNode(_ name: String, at range: SourceRange) -> ViewNode {
        do {
            guard let (bytes, path) = try readImageAsset(name, at: range) else {
                let looked = ImageAssets.files(for: name).joined(separator: ", ")
                return pictureNode(nil, name: name, note: "no image named '\(name)': looked for \(looked) and Assets.xcassets/\(name).imageset beside the widget", at: range)
            }
            return pictureNode(LoadedImage(bytes: bytes, origin: path), name: name, at: range)
        } catch {
            return pictureNode(nil, name: name, note: "image '\(name)': \(Interpreter.imageMessage(error))", at: range)
        }
    }

    /// `UIImage(data:)` (nil unless the bytes are a PNG or JPEG, as UIKit's),
    /// `UIImage(named:)` (nil when there is no such asset) and `UIImage(systemName:)`
    /// (the symbol; nil for a name that is no SF Symbol, as UIKit's) and `UIImage(contentsOfFile:)`.
    func uiImage(_ args: [CallArgument], at range: SourceRange) throws -> Value {
        if let argument = args.first(where: { $0.label == "data" }) {
            guard case .data(let data) = argument.value else { return .null }
            let loaded = LoadedImage(bytes: [UInt8](data), origin: "data")
            guard loaded.pixels != nil else { return .null }
            return .image(ImageValue(systemName: nil, byteCount: data.count, loaded: loaded))
        }
        if args.isEmpty { return .image(ImageValue(systemName: nil, byteCount: 0, loaded: nil)) }
        if let argument = args.first(where: { $0.label == "contentsOfFile" }), case .string(let path) = argument.value {
            // A file read as `Data(contentsOf:)` reads it (the widget's folder, App Groups, the read
            // permissions); nil, as UIKit's, when it cannot be read or is no PNG or JPEG.
            guard let data = try? readFileData(path, at: range) else { return .null }
            let loaded = LoadedImage(bytes: [UInt8](data), origin: path)
            guard loaded.pixels != nil else { return .null }
            return .image(ImageValue(systemName: nil, byteCount: data.count, loaded: loaded))
        }
        if let argument = args.first(where: { $0.label == "systemName" }), case .string(let name) = argument.value {
            return registry.isKnownSymbol(name) ? .image(ImageValue(systemName: name, byteCount: 0)) : .null
        }
        if let argument = args.first(where: { $0.label == "imageLiteralResourceName" }), case .string(let name) = argument.value {
            // Not optional in UIKit, which stops the app when the asset is missing: here the error says which.
            guard case .image(let image) = try uiImage([CallArgument(label: "named", value: argument.value, range: argument.range)], at: range) else {
                throw error("no image asset named '\(name)' for UIImage(imageLiteralResourceName:)", range)
            }
            return .image(image)
        }
        guard let argument = args.first(where: { $0.label == "named" }), case .string(let name) = argument.value else {
            throw error("UIImage takes data:, named:, systemName: or contentsOfFile:", range)
        }
        do {
            guard let (bytes, path) = try readImageAsset(name, at: range) else { return .null }
            return .image(ImageValue(systemName: nil, byteCount: bytes.count, loaded: LoadedImage(bytes: bytes, origin: path)))
        } catch {
            // Found but not readable (refused, too large): the box, with the reason, where it is drawn.
            let unreadable = LoadedImage(bytes: [], origin: "image '\(name)': \(Interpreter.imageMessage(error))")
            return .image(ImageValue(systemName: nil, byteCount: 0, loaded: unreadable))
        }
    }

    /// An image value as a view: pixels, or the box with a note at `range`.
    func pictureNode(_ loaded: LoadedImage?, name: String?, note: String? = nil, at range: SourceRange) -> ViewNode {
        var message = note
        if message == nil, let loaded, let problem = loaded.problem {
            message = loaded.bytes.isEmpty && !loaded.origin.isEmpty ? loaded.origin : "\(loaded.origin): \(problem.message)"
        }
        let located = message.map {
            PictureNote($0, start: [range.start.line, range.start.column, range.start.offset],
                        end: [range.end.line, range.end.column, range.end.offset])
        }
        return ViewNode(.picture(Picture(image: loaded?.pixels, name: name ?? loaded?.origin, note: located)))
    }

    /// The view with its picture changed; a view that is not an image with pixels as it is.
    func withPicture(_ node: ViewNode, _ change: (inout Picture) -> Void) -> ViewNode {
        guard case .picture(var picture) = node.kind else { return node }
        change(&picture)
        var copy = node
        copy.kind = .picture(picture)
        return copy
    }

    private func readImageAsset(_ name: String, at range: SourceRange) throws -> (bytes: [UInt8], path: String)? {
        guard let loader = sources as? SourceLoader else { throw SourceFailure("images from files are not available here") }
        return try waitingForIO { try loader.imageAsset(named: name, interpreter: self) }
    }

    static func imageMessage(_ error: Error) -> String {
        if let failure = error as? SourceFailure { return failure.message }
        if let runtime = error as? RuntimeError { return runtime.message }
        return "\(error)"
    }
}
