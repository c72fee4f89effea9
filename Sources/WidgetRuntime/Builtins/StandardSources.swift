/// The data sources Widgetry ships, registered like any extension's source.
enum StandardSources {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(source: JSONFileSource())
        registry.register(source: HTTPSource())
        registry.register(source: CommandSource())
        registry.register(source: PluginSource())
    }
}
