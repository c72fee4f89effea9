// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Widgetry",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "widgetry", targets: ["widgetry"]),
        .library(name: "WidgetLanguage", targets: ["WidgetLanguage"]),
        .library(name: "WidgetStore", targets: ["WidgetStore"]),
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .library(name: "WidgetRuntime", targets: ["WidgetRuntime"]),
    ],
    targets: [
        // SQLite from the operating system (libsqlite3-dev).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),

        // Lexer, parser, syntax tree, diagnostics. No dependencies.
        .target(name: "WidgetLanguage"),
        // Records in SQLite. Knows nothing of the language.
        .target(name: "WidgetStore", dependencies: ["CSQLite"]),
        // View nodes, layout, cell grid, text output. Knows nothing of the language.
        .target(name: "WidgetRender"),
        // Checker, interpreter, values, built-ins, timelines, intents.
        .target(name: "WidgetRuntime", dependencies: ["WidgetLanguage", "WidgetStore", "WidgetRender"]),

        .executableTarget(name: "widgetry", dependencies: ["WidgetLanguage", "WidgetRuntime", "WidgetRender", "WidgetStore"]),
        .executableTarget(name: "widgetry-bench", dependencies: ["WidgetLanguage", "WidgetRuntime", "WidgetRender", "WidgetStore"]),
        // A small program the store tests run as a second process.
        .executableTarget(name: "widgetry-store-probe", dependencies: ["WidgetStore"]),

        // Shared test helpers: golden files, paths, child processes.
        .target(name: "WidgetTestSupport", path: "Tests/WidgetTestSupport"),
        .testTarget(name: "WidgetLanguageTests", dependencies: ["WidgetLanguage", "WidgetTestSupport"],
                    exclude: ["Diagnostics", "SyntaxTrees"]),
        .testTarget(name: "WidgetStoreTests", dependencies: ["WidgetStore"]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender"]),
        .testTarget(name: "WidgetRuntimeTests", dependencies: ["WidgetRuntime", "WidgetLanguage", "WidgetTestSupport"],
                    exclude: ["Diagnostics", "FuzzRegressions"]),
        .testTarget(name: "widgetryTests", dependencies: ["WidgetLanguage", "WidgetTestSupport"]),
    ]
)
