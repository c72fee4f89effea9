import Foundation

/// What Widgetry needs from a local Swift package's `Package.swift`, read as
/// text (the manifest is not run): its library products with their targets,
/// and its targets with their folder (`path:`, else `Sources/<name>` by
/// SwiftPM's convention) and the targets of the same package they depend on.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        var path: String?
        var dependencies: [String]
        var isTest: Bool
        /// `.product(name: "Models", package: "Models")`: products of other packages.
        var products: [ProductDependency] = []
    }

    struct ProductDependency: Equatable {
        var name: String
        var package: String
    }

    var products: [String: [String]] = [:]
    var targets: [Target] = []
    /// `.package(path: "../Models")`, `.package(name: "Models", path: …)`: the folders of the local
    /// packages this one depends on, by the names a `.product(…, package:)` gives (lowercased: the
    /// package's identity is its folder's name, in any case).
    var localPackages: [String: String] = [:]

    init(text: String) {
        let chars = Array(Self.constantsWritten(in: text).utf8)
        var index = 0
        let kinds = ["library", "target", "executableTarget", "testTarget", "macro", "package"]
        while index < chars.count {
            if let end = Self.commentEnd(chars, index) {
                index = end
                continue
            }
            guard chars[index] == UInt8(ascii: "."), let (kind, open) = Self.call(in: chars, at: index, named: kinds) else {
                if chars[index] == UInt8(ascii: "\"") { index = Self.stringEnd(chars, index) } else { index += 1 }
                continue
            }
            let close = Self.balancedEnd(chars, open)
            let arguments = Array(chars[(open + 1)..<max(open + 1, close - 1)])
            if kind == "package" {
                if let path = Self.labelled("path", in: arguments).flatMap({ Self.strings(in: $0).first }) {
                    let identity = path.split(separator: "/").last.map(String.init) ?? path
                    localPackages[identity.lowercased()] = path
                    if let name = Self.labelled("name", in: arguments).flatMap({ Self.strings(in: $0).first }) { localPackages[name.lowercased()] = path }
                }
            } else if let name = Self.labelled("name", in: arguments).flatMap({ Self.strings(in: $0).first }) {
                if kind == "library" {
                    products[name] = Self.labelled("targets", in: arguments).map { Self.names($0, in: chars) } ?? []
                } else {
                    let written = Self.labelled("dependencies", in: arguments)
                    let dependencies = written.map(Self.dependencyNames) ?? []
                    let path = Self.labelled("path", in: arguments).flatMap { Self.strings(in: $0).first }
                    targets.append(Target(name: name, path: path, dependencies: dependencies, isTest: kind == "testTarget",
                                          products: written.map(Self.productDependencies) ?? []))
                }
            }
            index = close
        }
    }

    /// The targets a product is made of, and the targets of this package they depend on, each once
    /// (a product the manifest does not declare is taken as the target of that name).
    func targets(ofProduct product: String) -> [Target] {
        var pending = products[product] ?? [product]
        var result: [Target] = []
        var seen: Set<String> = []
        while let name = pending.first {
            pending.removeFirst()
            guard seen.insert(name).inserted, let target = targets.first(where: { $0.name == name }), !target.isTest else { continue }
            result.append(target)
            pending += target.dependencies
        }
        return result
    }

    /// The folder of a target, relative to the package: `path:`, else the first of SwiftPM's
    /// conventional folders that exists (`exists` asks the disk); the package's only target that
    /// is not a test target may have the whole `Sources` folder instead, as SwiftPM allows.
    static func folder(of target: Target, soleTarget: Bool = false, exists: (String) -> Bool) -> String {
        if let path = target.path { return path }
        let roots = ["Sources", "Source", "src", "srcs"]
        let candidates = roots.map { "\($0)/\(target.name)" }
        if let found = candidates.first(where: exists) { return found }
        if soleTarget, let root = roots.first(where: exists) { return root }
        return candidates[0]
    }

    // MARK: reading the text

    /// `.kind(` at `index` for one of `kinds`: the kind and the offset of `(`.
    private static func call(in chars: [UInt8], at index: Int, named kinds: [String]) -> (String, Int)? {
        for kind in kinds {
            let word = Array(kind.utf8)
            let open = index + 1 + word.count
            guard open < chars.count, chars[open] == UInt8(ascii: "("), Array(chars[(index + 1)..<open]) == word else { continue }
            return (kind, open)
        }
        return nil
    }

    /// The offset after the bracket that closes the one at `open` (`(` or `[`), strings skipped.
    private static func balancedEnd(_ chars: [UInt8], _ open: Int) -> Int {
        var depth = 0, index = open
        while index < chars.count {
            switch chars[index] {
            case UInt8(ascii: "\""): index = stringEnd(chars, index); continue
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return chars.count
    }

    /// The offset after a `// …` or `/* … */` comment starting at `index`; nil when none starts there.
    private static func commentEnd(_ chars: [UInt8], _ index: Int) -> Int? {
        guard chars[index] == UInt8(ascii: "/"), index + 1 < chars.count else { return nil }
        var end = index + 2
        if chars[index + 1] == UInt8(ascii: "/") {
            while end < chars.count, chars[end] != 0x0A { end += 1 }
            return end
        }
        guard chars[index + 1] == UInt8(ascii: "*") else { return nil }
        while end + 1 < chars.count, !(chars[end] == UInt8(ascii: "*") && chars[end + 1] == UInt8(ascii: "/")) { end += 1 }
        return min(end + 2, chars.count)
    }

    /// The offset after the string literal starting at `index`.
    private static func stringEnd(_ chars: [UInt8], _ index: Int) -> Int {
        var end = index + 1
        while end < chars.count, chars[end] != UInt8(ascii: "\"") {
            end += chars[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(end + 1, chars.count)
    }

    /// The manifest with the constants it declares on one line written where they are used as implicit members:
    /// `name: .BookModel` of `extension String { static let BookModel = "BookModel" }`, `dependencies: [.Updater]` of
    /// `extension Target.Dependency { static let Updater: Target.Dependency = .product(name: "Updater", package: "Common") }`,
    /// as modular apps write their manifests.
    static func constantsWritten(in text: String) -> String {
        guard text.contains("static let "),
              let declaration = try? NSRegularExpression(pattern: #"(?m)^[ \t]*(?:public[ \t]+)?static[ \t]+let[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?::[ \t]*[A-Za-z_.\[\]]+)?[ \t]*=[ \t]*(.+?)[ \t]*$"#),
              let use = try? NSRegularExpression(pattern: #"(?<![A-Za-z0-9_)\]".])\.([A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_(:])"#) else { return text }
        let whole = NSRange(text.startIndex..., in: text)
        var constants: [String: String] = [:]
        for match in declaration.matches(in: text, range: whole) {
            guard let name = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
            let written = String(text[value])
            // A string, or a call (`.product(…)`, `.target(…)`) complete on its line.
            guard written.hasPrefix("\"") || (written.hasPrefix(".") && written.hasSuffix(")")) else { continue }
            constants[String(text[name])] = written
        }
        guard !constants.isEmpty else { return text }
        var result = "", last = text.startIndex
        for match in use.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text),
                  let value = constants[String(text[name])] else { continue }
            result += text[last..<range.lowerBound] + value
            last = range.upperBound
        }
        return result + text[last...]
    }

    /// The text of the argument `label:` at the top level of an argument list, up to the next
    /// top-level comma.
    private static func labelled(_ label: String, in chars: [UInt8]) -> [UInt8]? {
        let word = Array((label + ":").utf8)
        var depth = 0, index = 0
        var atArgumentStart = true
        while index < chars.count {
            let byte = chars[index]
            if byte == UInt8(ascii: "\"") {
                index = stringEnd(chars, index)
                atArgumentStart = false
                continue
            }
            if depth == 0, atArgumentStart, index + word.count <= chars.count, Array(chars[index..<(index + word.count)]) == word {
                var end = index + word.count, inner = 0
                while end < chars.count {
                    let c = chars[end]
                    if c == UInt8(ascii: "\"") { end = stringEnd(chars, end); continue }
                    if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { inner += 1 }
                    if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { inner -= 1 }
                    if inner < 0 || (inner == 0 && c == UInt8(ascii: ",")) { break }
                    end += 1
                }
                return Array(chars[(index + word.count)..<end])
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ","): if depth == 0 { atArgumentStart = true; index += 1; continue }
            default: break
            }
            if !OldStylePropertyList.isSpace(byte) { atArgumentStart = false }
            index += 1
        }
        return nil
    }

    /// The target names of a product's `targets:` argument: its string literals, or, when it names a
    /// constant (`targets: publicTargets`), the strings of `let publicTargets = [ … ]` in the manifest.
    private static func names(_ argument: [UInt8], in manifest: [UInt8]) -> [String] {
        let literal = strings(in: argument)
        let word = String(decoding: argument, as: UTF8.self).trimmingSpace
        guard literal.isEmpty, !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return literal }
        for keyword in ["let", "var"] {
            let declaration = Array("\(keyword) \(word)".utf8)
            var index = 0
            while index + declaration.count < manifest.count {
                let after = index + declaration.count
                let isName = Array(manifest[index..<after]) == declaration && !Self.isIdentifierByte(manifest[after])
                if isName, let equals = manifest[after...].firstIndex(of: UInt8(ascii: "=")),
                   let open = manifest[equals...].firstIndex(of: UInt8(ascii: "[")) {
                    return strings(in: Array(manifest[open..<balancedEnd(manifest, open)]))
                }
                index += 1
            }
        }
        return []
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return true
        default: return byte >= 0x80
        }
    }

    /// The string literals in a text, in order.
    private static func strings(in chars: [UInt8]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < chars.count {
            if chars[index] == UInt8(ascii: "\"") {
                let end = stringEnd(chars, index)
                result.append(String(decoding: chars[(index + 1)..<max(index + 1, end - 1)], as: UTF8.self))
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// The names of a dependency list that are targets of the same package: `"Core"`,
    /// `.target(name: "Core")`, `.byName(name: "Core")`; `.product(…)` names another package's.
    /// `.product(name: "Models", package: "Models")` in a target's dependencies.
    private static func productDependencies(_ chars: [UInt8]) -> [ProductDependency] {
        var result: [ProductDependency] = []
        var index = 0
        while index < chars.count {
            if chars[index] == UInt8(ascii: "\"") {
                index = stringEnd(chars, index)
            } else if chars[index] == UInt8(ascii: "."), let (_, open) = call(in: chars, at: index, named: ["product"]) {
                let close = balancedEnd(chars, open)
                let arguments = Array(chars[(open + 1)..<max(open + 1, close - 1)])
                if let name = labelled("name", in: arguments).flatMap({ strings(in: $0).first }),
                   let package = labelled("package", in: arguments).flatMap({ strings(in: $0).first }) {
                    result.append(ProductDependency(name: name, package: package))
                }
                index = close
            } else {
                index += 1
            }
        }
        return result
    }

    private static func dependencyNames(_ chars: [UInt8]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < chars.count {
            let byte = chars[index]
            if byte == UInt8(ascii: "\"") {
                let end = stringEnd(chars, index)
                result.append(String(decoding: chars[(index + 1)..<max(index + 1, end - 1)], as: UTF8.self))
                index = end
            } else if byte == UInt8(ascii: "."), let (kind, open) = call(in: chars, at: index, named: ["product", "target", "byName"]) {
                let close = balancedEnd(chars, open)
                if kind != "product", let name = labelled("name", in: Array(chars[(open + 1)..<max(open + 1, close - 1)])).flatMap({ strings(in: $0).first }) {
                    result.append(name)
                }
                index = close
            } else {
                index += 1
            }
        }
        return result
    }
}
