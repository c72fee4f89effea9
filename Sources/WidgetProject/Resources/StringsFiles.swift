import Foundation

/// A target's localized strings, read from its `.strings`, `.stringsdict` and
/// `.xcstrings` files: language → table → key → text. A file's language is its
/// `.lproj` folder's (`de.lproj/Localizable.strings` is German, `Base.lproj`
/// is `Base`); a `.strings` file outside one is under "". A table is the file's
/// name without its extension. A string catalog (`.xcstrings`) holds every
/// language; its `sourceLanguage` is the development language.
public struct StringsFiles: Sendable, Equatable {
    public var tables: [String: [String: [String: String]]] = [:]
    /// A string catalog's `sourceLanguage`, else nil.
    public var developmentLanguage: String?
    /// Files that could not be read, one sentence each.
    public var notes: [String] = []

    public init(_ paths: [String]) {
        for path in paths {
            let name = ProjectPath.name(path)
            let table = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            let folder = ProjectPath.name(ProjectPath.parent(path))
            let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : ""
            do {
                switch ProjectPath.fileExtension(path) {
                case "strings": try readStrings(path, language: language, table: table)
                case "stringsdict": try readStringsDictionary(path, language: language, table: table)
                case "xcstrings": try readCatalog(path, table: table)
                default: break
                }
            } catch {
                notes.append("\(error)")
            }
        }
    }

    private mutating func readStrings(_ path: String, language: String, table: String) throws {
        let bytes = try BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PropertyListError(path: path, line: 0, column: 0, message: "a binary strings file; not read")
        }
        for (key, value) in try OldStylePropertyList.parseStrings(BoundedFile.utf8(bytes), path: path) {
            tables[language, default: [:]][table, default: [:]][key] = value
        }
    }

    /// A `.stringsdict`: each key's `NSStringLocalizedFormatKey` with its `%#@name@` variables put
    /// in as their `other` form (`%#@items@` → `%d items`), so `String(format:)` fills in the number.
    private mutating func readStringsDictionary(_ path: String, language: String, table: String) throws {
        let plist = try PropertyListFile.read(path)
        for (key, entry) in plist.dictionary ?? [:] {
            guard var format = entry["NSStringLocalizedFormatKey"]?.string else { continue }
            for (variable, rule) in entry.dictionary ?? [:] where variable != "NSStringLocalizedFormatKey" {
                if let other = rule["other"]?.string { format = format.replacingOccurrences(of: "%#@\(variable)@", with: other) }
            }
            tables[language, default: [:]][table, default: [:]][key] = format
        }
    }

    private mutating func readCatalog(_ path: String, table: String) throws {
        let bytes = try BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes)
        let catalog: StringCatalog
        do { catalog = try JSONDecoder().decode(StringCatalog.self, from: Data(bytes)) } catch {
            throw PropertyListError(path: path, line: 0, column: 0, message: "not a string catalog: \(error)")
        }
        if developmentLanguage == nil { developmentLanguage = catalog.sourceLanguage }
        for (key, entry) in catalog.strings {
            for (language, localization) in entry.localizations ?? [:] {
                if let text = localization.text { tables[language, default: [:]][table, default: [:]][key] = text }
            }
        }
    }
}

/// The parts of a string catalog (`.xcstrings`, JSON) that hold texts.
struct StringCatalog: Decodable {
    var sourceLanguage: String?
    var strings: [String: Entry]

    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?

        /// The plain text, else the plural `other` form, else the first device variation's.
        var text: String? {
            stringUnit?.value ?? variations?.plural?["other"]?.stringUnit?.value
                ?? variations?.device?.values.first?.stringUnit?.value
        }
    }

    struct StringUnit: Decodable {
        var value: String
    }

    struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }
}
