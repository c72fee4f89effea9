/// The syntax tree with every source range set to `SourceRange.none`, so two
/// trees can be compared for meaning alone: the formatter checks its output
/// this way (`formatted.withoutRanges == original.withoutRanges`).
extension WidgetFile {
    public var withoutRanges: WidgetFile {
        var copy = self
        copy.declarations = declarations.map(\.withoutRanges)
        return copy
    }
}

extension Decl {
    public var withoutRanges: Decl {
        var copy = self
        copy.nameRange = .none
        copy.range = .none
        copy.kind = kind.withoutRanges
        return copy
    }
}

extension DeclKind {
    var withoutRanges: DeclKind {
        switch self {
        case .model(let body): return .model(body.withoutRanges)
        case .structure(let body): return .structure(body.withoutRanges)
        case .entry(let body): return .entry(body.withoutRanges)
        case .entity(let entity):
            var copy = entity
            copy.fields = entity.fields.map(\.withoutRanges)
            copy.functions = entity.functions.map(\.withoutRanges)
            copy.query = entity.query.map(\.withoutRanges)
            copy.queryRange = entity.queryRange.map { _ in .none }
            return .entity(copy)
        case .enumeration(let e):
            var copy = e
            copy.rawType = e.rawType?.withoutRanges
            copy.cases = e.cases.map { c in
                var c = c
                c.range = .none
                c.rawValue = c.rawValue?.withoutRanges
                c.associatedValues = c.associatedValues.map(\.withoutRanges)
                return c
            }
            copy.fields = e.fields.map(\.withoutRanges)
            copy.functions = e.functions.map(\.withoutRanges)
            copy.computed = e.computed.map(\.withoutRanges)
            copy.initializers = e.initializers.map(\.withoutRanges)
            copy.cases = copy.cases.map { c in
                var c = c
                c.associatedValues = c.associatedValues.map(\.withoutRanges)
                return c
            }
            return .enumeration(copy)
        case .provider(let provider):
            var copy = provider
            copy.blocks = provider.blocks.map(\.withoutRanges)
            copy.functions = provider.functions.map(\.withoutRanges)
            return .provider(copy)
        case .intent(let intent): return .intent(intent.withoutRanges)
        case .configuration(let intent): return .configuration(intent.withoutRanges)
        case .view(let view):
            var copy = view
            copy.parameters = view.parameters.map(\.withoutRanges)
            copy.body = view.body.map(\.withoutRanges)
            return .view(copy)
        case .widget(let widget):
            var copy = widget
            copy.properties = widget.properties.map(\.withoutRanges)
            copy.body = widget.body?.withoutRanges
            return .widget(copy)
        case .preview(let preview):
            var copy = preview
            copy.arguments = preview.arguments.map(\.withoutRanges)
            copy.entries = preview.entries.map(\.withoutRanges)
            return .preview(copy)
        case .seed(let body): return .seed(body.map(\.withoutRanges))
        case .source(let value): return .source(value.withoutRanges)
        case .binding(let binding): return .binding(binding.withoutRanges)
        case .function(let function): return .function(function.withoutRanges)
        case .permissions(let properties): return .permissions(properties.map(\.withoutRanges))
        case .extension(let body): return .extension(body.withoutRanges)
        case .protocol(let body): return .protocol(body.withoutRanges)
        case .typeAlias(let type): return .typeAlias(type.withoutRanges)
        case .test(let test):
            var copy = test
            copy.body = test.body.map(\.withoutRanges)
            return .test(copy)
        }
    }
}

extension TypeBody {
    var withoutRanges: TypeBody {
        var copy = self
        copy.fields = fields.map(\.withoutRanges)
        copy.functions = functions.map(\.withoutRanges)
        copy.initializers = initializers.map(\.withoutRanges)
        copy.computed = computed.map(\.withoutRanges)
        copy.typeAliases = typeAliases.map { TypeAlias(name: $0.name, type: $0.type.withoutRanges, range: .none) }
        return copy
    }
}

extension ComputedProperty {
    var withoutRanges: ComputedProperty {
        var property = self
        property.range = .none
        property.nameRange = .none
        property.type = type?.withoutRanges
        property.getter = getter.map(\.withoutRanges)
        property.setter = setter.map { .init(parameterName: $0.parameterName, body: $0.body.map(\.withoutRanges)) }
        return property
    }
}

extension IntentDecl {
    var withoutRanges: IntentDecl {
        var copy = self
        copy.metadata = metadata.map(\.withoutRanges)
        copy.parameters = parameters.map(\.withoutRanges)
        copy.perform = perform?.withoutRanges
        copy.functions = functions.map(\.withoutRanges)
        return copy
    }
}

extension Attribute {
    var withoutRanges: Attribute {
        var copy = self
        copy.range = .none
        copy.arguments = arguments.map(\.withoutRanges)
        return copy
    }
}

extension FieldDecl {
    var withoutRanges: FieldDecl {
        var copy = self
        copy.attributes = attributes.map(\.withoutRanges)
        copy.nameRange = .none
        copy.type = type?.withoutRanges
        copy.defaultValue = defaultValue?.withoutRanges
        copy.range = .none
        copy.willSet = willSet.map { .init(parameterName: $0.parameterName, body: $0.body.map(\.withoutRanges)) }
        copy.didSet = didSet.map { .init(parameterName: $0.parameterName, body: $0.body.map(\.withoutRanges)) }
        return copy
    }
}

extension NamedBlock {
    var withoutRanges: NamedBlock {
        var copy = self
        copy.nameRange = .none
        copy.parameters = parameters.map { p in
            var p = p
            p.range = .none
            return p
        }
        copy.body = body.map(\.withoutRanges)
        copy.range = .none
        return copy
    }
}

extension WidgetProperty {
    var withoutRanges: WidgetProperty {
        var copy = self
        copy.nameRange = .none
        copy.value = value.withoutRanges
        copy.range = .none
        return copy
    }
}

extension FunctionDecl {
    var withoutRanges: FunctionDecl {
        var copy = self
        copy.nameRange = .none
        copy.parameters = parameters.map(\.withoutRanges)
        copy.returnType = returnType?.withoutRanges
        copy.body = body.map(\.withoutRanges)
        copy.range = .none
        return copy
    }
}

extension FunctionDecl.Parameter {
    var withoutRanges: FunctionDecl.Parameter {
        var copy = self
        copy.type = type?.withoutRanges
        copy.defaultValue = defaultValue?.withoutRanges
        copy.range = .none
        return copy
    }
}

extension TypeRef {
    var withoutRanges: TypeRef {
        var copy = self
        copy.range = .none
        switch kind {
        case .named: break
        case .optional(let t): copy.kind = .optional(t.withoutRanges)
        case .array(let t): copy.kind = .array(t.withoutRanges)
        case .dictionary(let k, let v): copy.kind = .dictionary(key: k.withoutRanges, value: v.withoutRanges)
        case .generic(let name, let arguments): copy.kind = .generic(name, arguments: arguments.map(\.withoutRanges))
        case .tuple(let labels, let elements): copy.kind = .tuple(labels: labels, elements: elements.map(\.withoutRanges))
        case .function(let parameters, let result, let effects):
            copy.kind = .function(parameters: parameters.map(\.withoutRanges), result: result.withoutRanges, effects: effects)
        case .opaque(let keyword, let inner): copy.kind = .opaque(keyword: keyword, inner.withoutRanges)
        }
        return copy
    }
}
