import WidgetLanguage
import WidgetSources

/// Check-time rules for `source` and `permissions` declarations.
extension Checker {
    /// `http(url, …), json(path, …), …` — the registered source kinds, for messages.
    var sourceKindList: String {
        let order = ["http", "json", "command", "plugin"]
        let forms = ["http": "http(url, …)", "json": "json(path, …)", "command": "command([argv…])", "plugin": "plugin(\"name\", …)"]
        let names = registry.sources.keys.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
        let written = names.map { forms[$0] ?? "\($0)(…)" }
        guard written.count > 1, let last = written.last else { return written.first ?? "a registered source" }
        return written.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `keys:` and `dates:` must name strategies the decoder knows.
    func checkSourceOptions(_ value: Expr) {
        guard case .call(_, let arguments, _) = value.kind else { return }
        for argument in arguments {
            guard case .implicitMember(let name)? = implicitMemberName(argument.value) else { continue }
            // Bound to the decoder's strategy of that name, as `decoder.keyDecodingStrategy = .convertFromSnakeCase` is.
            if argument.label == "keys" { bindImplicitMember(argument, amongStaticsOf: ["JSONDecoder.KeyDecodingStrategy"]) }
            if argument.label == "dates" { bindImplicitMember(argument, amongStaticsOf: ["JSONDecoder.DateDecodingStrategy"]) }
            switch argument.label {
            case "keys":
                let known = DecodingOptions.Keys.allCases.map(\.rawValue)
                if !known.contains(name) {
                    let hint = suggestion(name, known, prefix: ".")
                    error("unknown key strategy '.\(name)'\(hint.isEmpty ? "; use .convertFromSnakeCase or .useDefaultKeys" : hint)", at: argument.value.range)
                }
            case "dates":
                let known = DecodingOptions.Dates.names
                if !known.contains(name) {
                    let hint = suggestion(name, known, prefix: ".")
                    let list = "; use one of \(known.map { "." + $0 }.joined(separator: ", "))"
                    error("unknown date strategy '.\(name)'\(hint.isEmpty ? list : hint)", at: argument.value.range)
                }
            default: break
            }
        }
    }

    private func implicitMemberName(_ expr: Expr) -> ExprKind? {
        switch expr.kind {
        case .implicitMember: return expr.kind
        case .call(let callee, _, _): return implicitMemberName(callee)
        default: return nil
        }
    }

    /// Permission entries: hosts without a scheme or path, non-empty paths and program names.
    func checkPermissionEntries(_ property: WidgetProperty) {
        guard case .array(let elements) = property.value.kind else { return }
        for element in elements {
            guard case .string(let parts) = element.kind, parts.count == 1, case .text(let text)? = parts.first else { continue }
            // Plain Swift rather than Foundation's trimming and searching, which bridge through NSString.
            let blank = text.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
            if blank {
                error("an empty '\(property.name):' entry permits nothing; remove it", at: element.range)
            } else if property.name == "network", text.utf8.contains(UInt8(ascii: "/")) {
                let host = text.components(separatedBy: "://").last?.split(separator: "/").first.map(String.init) ?? text
                error("'network:' lists hosts, not URLs; write \"\(host)\"", at: element.range)
            }
        }
    }
}
