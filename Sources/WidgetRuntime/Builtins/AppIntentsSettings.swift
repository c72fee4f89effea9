import WidgetLanguage

/// The values an intent's static settings are written with
/// (`static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed`).
/// A terminal runs every intent the same way, so the settings are kept and not acted on.
enum AppIntentsSettings {
    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("IntentAuthenticationPolicy")
        let policy = BuiltinType("IntentAuthenticationPolicy", instance: type) { _ in .member(name: "alwaysAllowed", arguments: []) }
        policy.sampleSource = "IntentAuthenticationPolicy.alwaysAllowed"
        for name in ["alwaysAllowed", "requiresAuthentication", "requiresLocalDeviceAuthentication"] {
            policy.add(.init(name, .staticProperty, result: type, note: "the intent runs without asking; a terminal has no lock screen")
                { _, _, _, _ in .member(name: name, arguments: []) })
        }
        registry.register(type: policy)
    }
}
