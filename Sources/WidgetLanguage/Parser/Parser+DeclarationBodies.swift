/// Sorts the members of each kind of declaration, reporting members that do not belong.
extension Parser {
    mutating func misplaced(_ member: Member, in what: String, allowed: String) {
        report(.error("\(member.describe) is not allowed in \(what); it may contain \(allowed)", at: member.range))
    }

    mutating func typeBody(_ members: [Member], in what: @autoclosure () -> String) throws -> TypeBody {
        var body = TypeBody(fields: [], functions: [])
        // Sized once (most members of a type are fields) rather than grown one by one.
        body.fields.reserveCapacity(members.count)
        for member in members {
            switch member {
            case .field(let field): body.fields.append(field)
            case .function(let function): body.functions.append(function)
            case .computed(let property): body.computed.append(property)
            case .initializer(let initializer): body.initializers.append(initializer)
            case .typeAlias(let alias): body.typeAliases.append(alias)
            case .nested(let decl): hoisted.append(decl)
            case .ignored: break
            default: misplaced(member, in: what(), allowed: "properties, functions, initializers and nested types")
            }
        }
        return body
    }

    mutating func enumBody(_ members: [Member], rawType: TypeRef?, name: String) throws -> EnumDecl {
        var decl = EnumDecl(rawType: rawType, cases: [], fields: [])
        for member in members {
            switch member {
            case .cases(let cases, _): decl.cases += cases
            case .field(let field) where field.isStatic: decl.fields.append(field)
            case .function(let function): decl.functions.append(function)
            case .computed(let property): decl.computed.append(property)
            case .nested(let nested): hoisted.append(nested)
            case .initializer(let initializer): decl.initializers.append(initializer)
            case .typeAlias, .ignored: break
            default: misplaced(member, in: "enum '\(name)'", allowed: "'case' lines, static properties, computed properties and functions")
            }
        }
        return decl
    }

    mutating func entityBody(_ members: [Member], name: String) throws -> EntityDecl {
        var decl = EntityDecl(fields: [], functions: [], query: [], queryRange: nil)
        for member in members {
            switch member {
            case .field(let field): decl.fields.append(field)
            case .function(let function): decl.functions.append(function)
            case .group(_, let range, let queryMembers):
                decl.queryRange = range
                for queryMember in queryMembers {
                    if case .block(let block) = queryMember,
                       ["defaultResult", "suggestedEntities", "entities"].contains(block.name) {
                        decl.query.append(block)
                    } else {
                        misplaced(queryMember, in: "an entity query", allowed: "'defaultResult', 'suggestedEntities' and 'entities(for ids)' blocks")
                    }
                }
            default: misplaced(member, in: "entity '\(name)'", allowed: "properties, functions and a 'query' block")
            }
        }
        return decl
    }

    mutating func providerBody(_ members: [Member], name: String) throws -> ProviderDecl {
        var decl = ProviderDecl(blocks: [], functions: [])
        for member in members {
            switch member {
            case .block(let block) where ["placeholder", "snapshot", "timeline"].contains(block.name):
                decl.blocks.append(block)
            case .function(let function): decl.functions.append(function)
            default: misplaced(member, in: "provider '\(name)'", allowed: "'placeholder', 'snapshot' and 'timeline' blocks and functions")
            }
        }
        return decl
    }

    mutating func intentBody(_ members: [Member], keyword: String, name: String) throws -> IntentDecl {
        var decl = IntentDecl(metadata: [], parameters: [], perform: nil, functions: [])
        decl.parameters.reserveCapacity(members.count)
        for member in members {
            switch member {
            case .field(let field) where field.isStatic: decl.metadata.append(field)
            case .field(let field): decl.parameters.append(field)
            case .function(let function): decl.functions.append(function)
            case .block(let block) where block.name == "perform" && keyword == "intent":
                decl.perform = block
            default:
                misplaced(member, in: "\(keyword) '\(name)'",
                          allowed: keyword == "intent" ? "static metadata, @Parameter properties and a 'perform' block" : "static metadata and @Parameter properties")
            }
        }
        return decl
    }

    mutating func widgetBody(_ members: [Member], name: String) throws -> WidgetDecl {
        var decl = WidgetDecl(properties: [], body: nil)
        decl.properties.reserveCapacity(members.count)
        for member in members {
            switch member {
            case .property(let property): decl.properties.append(property)
            case .block(let block) where block.name == "body": decl.body = block
            default: misplaced(member, in: "widget '\(name)'", allowed: "'name: value' properties and a 'body(entry)' block")
            }
        }
        return decl
    }
}

/// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
public func closestMatch(to name: String, in candidates: [String]) -> String? {
    var best: (String, Int)?
    let limit = max(1, name.count / 3)
    let lowered = Array(name.lowercased())
    for candidate in candidates where candidate != name {
        let other = Array(candidate.lowercased())
        // The distance is at least the difference in length: skip the table when that is too far already.
        guard abs(other.count - lowered.count) <= limit else { continue }
        let distance = editDistance(lowered, other)
        if distance <= limit, best.map({ distance < $0.1 || (distance == $0.1 && candidate < $0.0) }) ?? true {
            best = (candidate, distance)
        }
    }
    return best?.0
}

/// Edit distance over characters where a swap of two neighbours counts as one edit
/// (optimal string alignment), so `modle` is one edit from `model`.
public func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
}

func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        row[0] = i
        for j in 1...b.count {
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                row[j] = min(row[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, row) = (previous, row, beforePrevious)
    }
    return previous[b.count]
}
