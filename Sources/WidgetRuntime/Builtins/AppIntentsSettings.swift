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
        // `static var supportedModes: IntentModes = .background` (iOS 26): where the intent runs, in the app or not. Here the
        // intent runs in the widget's process either way.
        let modes = FoundationDates.enumeration("IntentModes", ["background", "foreground"])
        modes.isOptionSet = true
        registry.register(type: modes)
        // `try await requestConfirmation(result: .result(dialog: "Delete?"))` in `perform()`: no one is
        // asked in a terminal, so the intent goes on as if the person had confirmed.
        var confirmation = BuiltinCallable("requestConfirmation", ["result:Any", "result:Any confirmationActionName:Any", "result:Any confirmationActionName:Any showPrompt:Bool",
                                                                   "", "actionName:Any", "actionName:Any dialog:Any", "dialog:Any"],
                                           result: .void, note: "nothing is asked: the intent goes on as confirmed") { _, _, _ in .null }
        confirmation.checkNote = "'requestConfirmation' asks no one in a terminal: the intent goes on as if confirmed"
        registry.register(function: confirmation)
    }
}
