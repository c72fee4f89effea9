/// The data sources Widgetry ships, registered like any extension's source.
enum StandardSources {
    static func register(in registry: inout BuiltinRegistry) {
        for source: any DataSource in [JSONFileSource(), HTTPSource(), CommandSource(), PluginSource()] {
            do { try registry.register(source: source) } catch { registry.recordDuplicate("source \(source.kind)") }
        }
    }
}
