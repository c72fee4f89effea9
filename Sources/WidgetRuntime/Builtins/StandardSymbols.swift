import WidgetRender

/// SF Symbol names come from the renderer's table: a name it cannot draw is a check-time warning.
enum StandardSymbols {
    static func register(in registry: inout BuiltinRegistry) {
        registry.isKnownSymbol = { SFSymbols.glyph(named: $0) != nil }
        registry.symbolNames = { SFSymbols.allNames }
    }
}
