import Foundation
import WidgetLanguage
import WidgetImages
import WidgetSources

extension SourceLoader {
    /// `http(url).image()`: the bytes decoded. A malformed, truncated or too
    /// large image is a catchable error at the call (`try?` gives nil); a
    /// format that is not drawn (GIF, WebP, HEIC) is an image that draws as
    /// the box, with a note.
    static func loadedImage(_ data: Data, origin: String) throws(SourceFailure) -> ImageValue {
        let loaded = LoadedImage(bytes: [UInt8](data), origin: origin)
        if let problem = loaded.problem, !problem.isUnsupportedFormat {
            throw SourceFailure("\(origin): \(problem.message)")
        }
        return ImageValue(systemName: nil, byteCount: data.count, loaded: loaded)
    }

    /// `Image("name")`, `UIImage(named:)`: `name.png`, `name.jpg` or
    /// `name.jpeg` beside the widget, else the image set of that name in the
    /// module's asset catalogs (`Assets.xcassets` beside the widget for a
    /// widget file; the largest of its 1x/2x/3x). Every read is a confined read
    /// the widget's permissions allow, or that lies in a catalog the project names.
    /// Nil when there is no such image.
    func imageAsset(named name: String, interpreter: Interpreter) throws -> (bytes: [UInt8], path: String)? {
        let permits = try assetPermits(interpreter)
        let base = folder.path
        for candidate in ImageAssets.files(for: name) {
            if let bytes = try read(candidate, base: base, permits: permits) { return (bytes, candidate) }
        }
        let resources = interpreter.program.resources
        guard let imageset = AssetCatalogIndex.forWidget(resources, folder: base).images[name] else { return nil }
        guard let contents = try read(imageset + "/Contents.json", base: base, permits: permits, maxBytes: 1 << 20) else { return nil }
        guard let file = ImageAssets.largest(in: contents) else {
            throw SourceFailure("\(imageset)/Contents.json lists no image file")
        }
        guard let bytes = try read(imageset + "/" + file, base: base, permits: permits) else {
            throw SourceFailure("no such file: \(imageset)/\(file) (listed in its Contents.json)")
        }
        return (bytes, imageset + "/" + file)
    }

    /// `NSDataAsset(name:)`: the file of the data set of that name in the module's asset catalogs (the universal one, else
    /// the first its `Contents.json` lists) and its type identifier; nil when there is no such set. A confined read, as an
    /// image set's is, of at most 16 MiB.
    func dataAsset(named name: String, interpreter: Interpreter) throws -> (bytes: [UInt8], typeIdentifier: String)? {
        let permits = try assetPermits(interpreter)
        let base = folder.path
        guard let dataset = AssetCatalogIndex.forWidget(interpreter.program.resources, folder: base).dataSets[name] else { return nil }
        guard let contents = try read(dataset + "/Contents.json", base: base, permits: permits, maxBytes: 1 << 20),
              let json = try? JSONParser.parse(Data(contents)), let entries = json["data"]?.array else { return nil }
        let files = entries.filter { ($0["filename"]?.string).map { !$0.isEmpty && !$0.contains("/") } ?? false }
        guard let entry = files.first(where: { $0["idiom"]?.string == "universal" }) ?? files.first, let file = entry["filename"]?.string else {
            throw SourceFailure("\(dataset)/Contents.json lists no data file")
        }
        guard let bytes = try read(dataset + "/" + file, base: base, permits: permits, maxBytes: 16 << 20) else {
            throw SourceFailure("no such file: \(dataset)/\(file) (listed in its Contents.json)")
        }
        return (bytes, entry["universal-type-identifier"]?.string ?? "public.data")
    }

    /// The read permission of asset files: the widget's, and any file in a catalog the project names.
    func assetPermits(_ interpreter: Interpreter) throws -> (SourceAccess) -> String? {
        let policy = try permissionPolicy(interpreter)
        let resources = interpreter.program.resources
        return { access in
            if case .read(let path) = access, resources?.contains(path) == true { return nil }
            return policy.check(access)
        }
    }

    private func read(_ written: String, base: String, permits: (SourceAccess) -> String?,
                      maxBytes: Int = ImageLimits.standard.maxBytes) throws(SourceFailure) -> [UInt8]? {
        guard let file = try ConfinedFile.find(written, base: base, permits: permits) else { return nil }
        close(file.descriptor)
        return [UInt8](try ConfinedFile.contents(written, base: base, maxBytes: maxBytes, permits: permits))
    }
}

/// An asset catalog's `Contents.json`.
enum ImageAssets {
    /// The files `Image(name)` looks for beside the widget: the name itself
    /// when it ends in an image extension, else `name.png`, `.jpg`, `.jpeg`.
    static func files(for name: String) -> [String] {
        let lower = name.lowercased()
        let extensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".heic", ".heif", ".avif", ".bmp", ".svg"]
        return extensions.contains { lower.hasSuffix($0) } ? [name] : [name + ".png", name + ".jpg", name + ".jpeg"]
    }

    /// The file of the largest scale (3x over 2x over 1x; an entry without a scale counts as 1x).
    static func largest(in contents: [UInt8]) -> String? {
        guard let json = try? JSONParser.parse(Data(contents)), let images = json["images"]?.array else { return nil }
        var best: (scale: Double, file: String)?
        for image in images {
            guard let file = image["filename"]?.string, !file.isEmpty, !file.contains("/") else { continue }
            let scale = Double((image["scale"]?.string ?? "1x").dropLast()) ?? 1
            if best == nil || scale > best?.scale ?? 0 { best = (scale, file) }
        }
        return best?.file
    }
}
