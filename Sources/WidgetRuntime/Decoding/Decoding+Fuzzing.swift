// An entry point for the JSON fuzz target (fuzz/JSONFuzzer.swift) and its
// regression test. The fuzzer is compiled against the modules' public
// interface, so what it needs is exposed here as SPI (`@_spi(Fuzzing)`),
// which is not part of the runtime's API. (The parser and the writer it
// checks are public in WidgetSources.)

extension WidgetSession {
    /// `NAME.load()` of a declared source, as a timeline calls it: the
    /// arguments are evaluated, the registered source fetches, and the loader
    /// parses and decodes the payload (`decode:`, `keys:`, `dates:`), turning
    /// every failure into the catchable error a widget sees.
    @_spi(Fuzzing) public func load(source name: String) throws -> Value {
        guard let declaration = program.declaration(name) else { throw SessionError("no source named '\(name)'") }
        let interpreter = interpreter()
        return try interpreter.within(.timeline) {
            guard case .source(let reference) = try interpreter.declaredSource(name, at: declaration.range) else {
                throw SessionError("'\(name)' is not a source")
            }
            return try interpreter.loadSource(reference, method: "load", [], at: declaration.range)
        }
    }
}
