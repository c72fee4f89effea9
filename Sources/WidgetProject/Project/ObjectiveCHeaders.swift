/// The Objective-C a target's Swift sees through its bridging header (`SWIFT_OBJC_BRIDGING_HEADER`): the header and
/// the project's headers it imports (`#import "DDHDateHelper.h"`), found by name anywhere in the project's folder as
/// Xcode's header map finds them, and the names they declare. Widgetry runs no Objective-C: code that uses such a name
/// is told so by name, instead of meeting an unknown one.
public enum ObjectiveCHeaders {
    /// How many headers are followed from one bridging header.
    static let maxHeaders = 512

    /// The headers of a target whose `SWIFT_OBJC_BRIDGING_HEADER` is `setting` (a path from the project's folder):
    /// `imported(byBridgingHeader:)`, or none, with a note when the header cannot be read.
    static func headers(bridging setting: String?, projectFolder: String, scope: ReadScope, walk: FolderWalk, notes: inout [String]) -> [String] {
        guard let setting, !setting.isEmpty else { return [] }
        let path = ProjectPath.join(projectFolder, setting)
        guard scope.allows(path) else {
            notes.append(scope.outside(path))
            return []
        }
        guard FolderWalk.exists(path) else {
            notes.append("its bridging header \(path) is not on disk")
            return []
        }
        return imported(byBridgingHeader: path, projectFolder: projectFolder, walk: walk)
    }

    /// The bridging header, then each project header it imports, directly or through another (each once); a header
    /// the project does not have (`<UIKit/UIKit.h>`, a pod's) is not followed.
    static func imported(byBridgingHeader header: String, projectFolder: String, walk: FolderWalk) -> [String] {
        var byName: [String: String] = [:]
        for item in walk.items(in: projectFolder).items where ProjectPath.fileExtension(item) == "h" {
            let name = ProjectPath.name(item)
            if byName[name] == nil { byName[name] = ProjectPath.join(projectFolder, item) }
        }
        var headers = [header], next = 0
        while next < headers.count, headers.count < maxHeaders {
            let text = read(headers[next])
            next += 1
            for imported in importedNames(text) {
                guard let path = byName[ProjectPath.name(imported)], !headers.contains(path) else { continue }
                headers.append(path)
            }
        }
        return headers
    }

    /// Each name the headers declare (a class, protocol, enum, typedef, function or constant), with the file name of
    /// the first header that declares it.
    public static func declaredNames(in headers: [String]) -> [String: String] {
        var names: [String: String] = [:]
        for header in headers {
            for name in declarations(in: read(header)) where names[name] == nil { names[name] = ProjectPath.name(header) }
        }
        return names
    }

    /// The headers a header's text imports with quotes (`#import "A.h"`, `#include "Sub/B.h"`).
    static func importedNames(_ text: String) -> [String] {
        var found: [String] = []
        for line in lines(text) {
            guard line.hasPrefix("#import") || line.hasPrefix("#include") else { continue }
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            if parts.count >= 3, !parts[1].isEmpty { found.append(String(parts[1])) }
        }
        return found
    }

    /// The names a header's text declares: `@interface Name : Base` or `@interface Name <P>` (not a category of
    /// another's class, `@interface NSFileManager (Extension)`), `@protocol Name` (not a forward declaration),
    /// `typedef NS_ENUM(NSInteger, Name)` and `NS_OPTIONS`, a one-line `typedef … Name;`, and `extern`
    /// or `FOUNDATION_EXPORT` functions and constants.
    static func declarations(in text: String) -> [String] {
        var names: [String] = []
        for line in lines(text) {
            if line.hasPrefix("@interface ") {
                let rest = line.dropFirst("@interface ".count).drop { $0 == " " }
                let name = identifier(at: rest)
                let after = rest.dropFirst(name.count).drop { $0 == " " }
                if !name.isEmpty, after.first != "(" { names.append(name) }
            } else if line.hasPrefix("@protocol ") {
                let rest = line.dropFirst("@protocol ".count).drop { $0 == " " }
                let name = identifier(at: rest)
                let after = rest.dropFirst(name.count).drop { $0 == " " }
                if !name.isEmpty, after.first != ";", after.first != "," { names.append(name) }
            } else if let open = line.range(of: "_ENUM("), line.hasPrefix("typedef") || line.hasPrefix("NS_"),
                      let comma = line[open.upperBound...].firstIndex(of: ",") {
                let name = identifier(at: line[line.index(after: comma)...].drop { $0 == " " })
                if !name.isEmpty { names.append(name) }
            } else if let open = line.range(of: "NS_OPTIONS("), let comma = line[open.upperBound...].firstIndex(of: ",") {
                let name = identifier(at: line[line.index(after: comma)...].drop { $0 == " " })
                if !name.isEmpty { names.append(name) }
            } else if line.hasPrefix("typedef ") || line.hasPrefix("extern ") || line.hasPrefix("FOUNDATION_EXPORT ") {
                if let name = lastIdentifier(beforeEndOf: line) { names.append(name) }
            }
        }
        return names
    }

    /// The lines of a header without their leading blanks.
    private static func lines(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }
    }

    private static func identifier(at text: Substring) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// The name a one-line declaration ends with: `Name` in `typedef void (^Name)(int);`, `extern NSString *const Name;`,
    /// `NSString *Name(int a);`. Nil for a declaration that does not end on its line.
    private static func lastIdentifier(beforeEndOf line: Substring) -> String? {
        guard let semicolon = line.firstIndex(of: ";") else { return nil }
        var head = line[..<semicolon]
        // A function's or a block type's parameters: the name is before them.
        if head.hasSuffix(")"), let open = head.lastIndex(of: "(") { head = head[..<open] }
        head = Substring(head.reversed().drop { !($0.isLetter || $0.isNumber || $0 == "_") }.reversed())
        let name = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard let first = name.first, !first.isNumber, !["const", "void", "int", "NSInteger", "id"].contains(name) else { return nil }
        return name
    }

    private static func read(_ path: String) -> String {
        guard let bytes = try? BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes) else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
