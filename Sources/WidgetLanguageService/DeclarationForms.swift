import LanguageServer

/// The declarations a `.widget` file is made of (Grammar.md §4), offered at
/// its top level as snippets.
enum DeclarationForms {
    static let forms: [(keyword: String, snippet: String, detail: String)] = [
        ("model", "model ${1:Name} {\n    var ${2:name}: ${3:String}\n}", "a stored record type (SwiftData's @Model)"),
        ("entry", "entry ${1:NameEntry} {\n    var ${2:items}: ${3:[Item]}\n}", "what the widget shows at one moment"),
        ("provider", "provider ${1:NameProvider} {\n    placeholder { $2 }\n    timeline {\n        $0\n    }\n}", "a timeline provider"),
        ("intent", "intent ${1:Name} {\n    static let title = \"${2:Title}\"\n    perform {\n        $0\n    }\n}", "an App Intent"),
        ("widget", "widget ${1:NameWidget} {\n    displayName: \"${2:Name}\"\n    families: [.systemSmall]\n    provider: ${3:Provider}\n    body(entry) {\n        $0\n    }\n}", "a widget: families, provider and body"),
        ("view", "view ${1:Name}(${2:value}: ${3:String}) {\n    $0\n}", "a reusable view"),
        ("preview", "preview ${1:Widget}(.systemSmall) {\n    $0\n}", "entries to render for widgetry test"),
        ("test", "test \"${1:what it checks}\" {\n    $0\n}", "a test with a fresh store and a fixed clock"),
        ("seed", "seed {\n    $0\n}", "records inserted once, into an empty store"),
        ("struct", "struct ${1:Name} {\n    var ${2:name}: ${3:String}\n}", "a value type"),
        ("class", "class ${1:Name} {\n    $0\n}", "a reference type"),
        ("enum", "enum ${1:Name} {\n    case ${2:first}\n}", "an enumeration"),
        ("entity", "entity ${1:Name} {\n    var ${2:name}: ${3:String}\n    query {\n        suggestedEntities { $0 }\n    }\n}", "an App Entity with its query"),
        ("configuration", "configuration ${1:Name} {\n    static let title = \"${2:Title}\"\n    @Parameter(title: \"${3:Title}\") var ${4:name}: ${5:String}\n}", "a widget's configuration intent"),
        ("source", "source ${1:name} = json(\"${2:data.json}\")", "a data source"),
        ("permissions", "permissions {\n    network: [\"${1:api.example.com}\"]\n}", "what the widget may reach"),
        ("func", "func ${1:name}(${2}) -> ${3:String} {\n    $0\n}", "a function"),
        ("let", "let ${1:name} = ${2:value}", "a constant"),
        ("extension", "extension ${1:Type} {\n    $0\n}", "members added to a type"),
        ("protocol", "protocol ${1:Name} {\n    $0\n}", "a protocol"),
        ("typealias", "typealias ${1:Name} = ${2:Type}", "another name for a type"),
    ]

    static var items: [CompletionItem] {
        forms.enumerated().map { index, form in
            CompletionItem(label: form.keyword, kind: .keyword, detail: form.detail, sortText: String(format: "%02d", index),
                           insertText: form.snippet, insertTextFormat: 2)
        }
    }
}
