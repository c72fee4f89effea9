import WidgetLanguage

/// An app's widget target compiles files the widget never runs: a view controller shared with the app, a
/// helper that uses Core Image, a package's networking, an app screen's toolbar. Swift builds them; Widgetry
/// cannot run the APIs some of them use, and does not know every API the others use. An error the checker
/// finds in code the widget does not reach (an API not available in Widgetry, a name or member it does not
/// know) is a warning, not an error: the widget runs as it does on the phone. Reached code keeps the error;
/// a syntax error stays one everywhere (what swiftc parses, Widgetry parses).
///
/// What the widget reaches is found from the declarations WidgetKit and AppIntents start from (widgets,
/// bundles, providers, intents, entities, previews, tests, seeds and sources), by the names their code
/// mentions, until nothing new is reached: a type, function or global whose name is mentioned is reached,
/// with the members its extensions add; an extension of a type Widgetry provides is reached when one of
/// its members' names, or the type's name for an extension that adds an `init`, is mentioned. A name
/// mentioned anywhere counts (in a comment too): the reached set is never smaller than what runs. An
/// operator function is always reached (it is used by its symbol, not its name).
enum UnreachedCode {
    static let note = " (the widget does not reach this code, so Widgetry does not need it)"

    /// The diagnostics with each error the checker found in code the widget does not reach made a warning.
    static func downgrading(_ diagnostics: [Diagnostic], in tree: WidgetFile, file: SourceFile) -> [Diagnostic] {
        // (A file with nothing WidgetKit starts from, a program of functions, keeps every error: all of it may run.)
        guard file.isSwift, diagnostics.contains(where: isChecker),
              tree.declarations.contains(where: { isRoot($0) && !isOperator($0) }) else { return diagnostics }
        let reach = Reach(tree: tree, file: file)
        return diagnostics.map { diagnostic in
            guard isChecker(diagnostic), reach.isUnreached(diagnostic.range.start.offset) else { return diagnostic }
            var warning = diagnostic
            warning.severity = .warning
            warning.message += note
            return warning
        }
    }

    /// An error of the checker's (not the parser's).
    static func isChecker(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.stage != .syntax && diagnostic.stage != .runtime
    }

    /// The declarations the widget reaches and the places (byte ranges) of those it does not.
    struct Reach {
        private var reachedRanges: [Range<Int>] = []
        private var unreachedRanges: [Range<Int>] = []

        init(tree: WidgetFile, file: SourceFile) {
            let declarations = tree.declarations
            let rootNames = Set(declarations.filter { UnreachedCode.isRoot($0) }.map(\.name))
            var reached = declarations.map { rootNames.contains($0.name) || UnreachedCode.isRoot($0) }
            var mentioned: Set<String> = []
            var scanned = [Bool](repeating: false, count: declarations.count)
            var changed = true
            var rounds = 0
            while changed, rounds < 10_000 {
                changed = false
                rounds += 1
                for index in declarations.indices where reached[index] && !scanned[index] {
                    scanned[index] = true
                    for range in UnreachedCode.ranges(of: declarations[index]) { UnreachedCode.names(in: file, range, into: &mentioned) }
                }
                for index in declarations.indices where !reached[index] && UnreachedCode.isMentioned(declarations[index], in: mentioned) {
                    reached[index] = true
                    changed = true
                }
            }
            for (index, decl) in declarations.enumerated() {
                let ranges = UnreachedCode.ranges(of: decl).map { $0.start.offset..<max($0.end.offset, $0.start.offset + 1) }
                if reached[index] { reachedRanges += ranges } else { unreachedRanges += ranges }
            }
        }

        /// Whether the place is in a declaration the widget does not reach (and in none it does).
        func isUnreached(_ offset: Int) -> Bool {
            unreachedRanges.contains { $0.contains(offset) } && !reachedRanges.contains { $0.contains(offset) }
        }
    }

    /// Where WidgetKit, AppIntents and Widgetry start running code.
    static func isRoot(_ decl: Decl) -> Bool {
        switch decl.kind {
        case .provider, .intent, .configuration, .entity, .widget, .preview, .seed, .source, .permissions, .test, .view: return true
        case .function: return isOperator(decl)
        default: return false
        }
    }

    static func isOperator(_ decl: Decl) -> Bool {
        guard case .function = decl.kind else { return false }
        return !decl.name.unicodeScalars.contains { $0.properties.isAlphabetic || $0 == "_" }
    }

    /// Whether a declaration not reached yet is named in reached code.
    static func isMentioned(_ decl: Decl, in mentioned: Set<String>) -> Bool {
        if case .extension(let body) = decl.kind {
            if !body.initializers.isEmpty, mentioned.contains(lastName(decl.name)) { return true }
            return body.functions.contains { mentioned.contains($0.name) } || body.computed.contains { mentioned.contains($0.name) }
                || body.fields.contains { mentioned.contains($0.name) }
        }
        return mentioned.contains(decl.name) || mentioned.contains(lastName(decl.name))
    }

    static func lastName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The text a declaration occupies: its own, and that of the members extensions elsewhere added to it.
    static func ranges(of decl: Decl) -> [SourceRange] {
        var ranges = [decl.range]
        func members(_ fields: [FieldDecl], _ functions: [FunctionDecl], _ computed: [ComputedProperty], _ initializers: [FunctionDecl]) {
            ranges += fields.map(\.range) + functions.map(\.range) + computed.map(\.range) + initializers.map(\.range)
        }
        switch decl.kind {
        case .model(let body), .structure(let body), .entry(let body), .extension(let body), .protocol(let body):
            members(body.fields, body.functions, body.computed, body.initializers)
        case .enumeration(let enumeration):
            members(enumeration.fields, enumeration.functions, enumeration.computed, enumeration.initializers)
        default:
            break
        }
        return ranges.filter { $0.end.offset > $0.start.offset || $0.start.offset > 0 }
    }

    /// The names (identifiers, with or without backticks) written in a range of the text.
    static func names(in file: SourceFile, _ range: SourceRange, into names: inout Set<String>) {
        let bytes = file.bytes
        var index = max(0, range.start.offset)
        let end = min(bytes.count, range.end.offset)
        func isStart(_ byte: UInt8) -> Bool { (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95 || byte >= 0x80 }
        func isPart(_ byte: UInt8) -> Bool { isStart(byte) || (byte >= 48 && byte <= 57) }
        while index < end {
            guard isStart(bytes[index]) else { index += 1; continue }
            let start = index
            while index < end, isPart(bytes[index]) { index += 1 }
            if let name = String(bytes: bytes[start..<index], encoding: .utf8) { names.insert(name) }
        }
    }
}
