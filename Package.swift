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
        .library(name: "WidgetSources", targets: ["WidgetSources"]),
        .library(name: "WidgetRuntime", targets: ["WidgetRuntime"]),
        .library(name: "WidgetHost", targets: ["WidgetHost"]),
        .library(name: "WidgetProject", targets: ["WidgetProject"]),
    ],
    targets: [
        // SQLite from the operating system (libsqlite3-dev).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // PNG decoding from the operating system: libpng's simplified API (errors are values).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // JPEG decoding through libjpeg's classic API (libjpeg62-turbo-dev, present on a fresh
        // machine). A small C target, because libjpeg's fatal errors longjmp out of error_exit:
        // the C side catches them, Swift sees a status and a message (see docs/render.md).
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .target(name: "CJPEG", dependencies: ["CLibJPEG"]),
        // libpq's header (libpq-dev), for its types: the library is loaded when a store
        // on a PostgreSQL server opens, not linked (see Sources/WidgetStore/PostgreSQL/LibPQ.swift).
        .systemLibrary(name: "CPostgres", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),

        // The one sanitizer for text written to a terminal (controls shown visibly). No dependencies.
        .target(name: "TerminalSafety"),

        // Lexer, parser, syntax tree, diagnostics. Depends only on TerminalSafety.
        .target(name: "WidgetLanguage", dependencies: ["TerminalSafety"]),
        // Records in SQLite or PostgreSQL. Knows nothing of the language.
        .target(name: "WidgetStore", dependencies: ["CSQLite", "CPostgres"]),
        // View nodes, layout, cell grid, text output. Knows nothing of the language.
        .target(name: "WidgetRender", dependencies: ["TerminalSafety"]),
        // PNG and JPEG files to pixels (with limits), and a cache of decoded images.
        // Kept out of WidgetRender so the renderer links no C library.
        .target(name: "WidgetImages", dependencies: ["CPNG", "CJPEG", "WidgetRender"]),
        // Xcode projects: project.pbxproj and property lists, targets and the files they gather.
        // Knows nothing of the language.
        .target(name: "WidgetProject"),
        // Data sources without the language: HTTP (through widgetry-fetch), commands and plugins
        // in child processes, confined files, permissions; JSON (value, parser, writer, decoding
        // options), ISO-8601 dates, and cleaning text that data brings in. No dependencies.
        .target(name: "WidgetSources"),
        // Checker, interpreter, values, built-ins, timelines, intents.
        .target(name: "WidgetRuntime", dependencies: ["WidgetLanguage", "WidgetStore", "WidgetRender", "WidgetImages", "WidgetSources"]),

        // A project's target as the module the commands and the language server compile, and the
        // target that holds a source file (projects read once per state of their project file).
        .target(name: "ProjectModules", dependencies: ["WidgetProject", "WidgetLanguage", "WidgetRuntime"]),

        // The live host: file watching, schedules, terminal, keys and mouse (watch, run).
        .target(name: "WidgetHost", dependencies: ["TerminalSafety", "WidgetRuntime", "WidgetRender", "WidgetImages", "WidgetLanguage", "WidgetStore"]),

        // The Language Server Protocol's plumbing: JSON-RPC over stdio with Content-Length frames,
        // the lifecycle, document sync in UTF-16 positions. Knows nothing of the widget language.
        .target(name: "LanguageServer"),
        // The widget language in an editor: check's diagnostics, hover, completion, definitions,
        // symbols and formatting, answered through LanguageServer for `widgetry lsp`.
        .target(name: "WidgetLanguageService", dependencies: ["LanguageServer", "WidgetLanguage", "WidgetRuntime", "ProjectModules"]),

        .executableTarget(name: "widgetry", dependencies: ["TerminalSafety", "WidgetLanguage", "WidgetRuntime", "WidgetSources", "WidgetRender", "WidgetStore", "WidgetHost",
                                                    "WidgetProject", "ProjectModules", "LanguageServer", "WidgetLanguageService"]),
        .executableTarget(name: "widgetry-bench", dependencies: ["WidgetLanguage", "WidgetRuntime", "WidgetRender", "WidgetImages", "WidgetStore", "WidgetTestSupport",
                                                          "LanguageServer"]),
        // One HTTP GET in its own process, so the runtime need not load the networking stack.
        .executableTarget(name: "widgetry-fetch"),
        // A small program the store tests run as a second process.
        .executableTarget(name: "widgetry-store-probe", dependencies: ["WidgetStore"]),

        // Shared test helpers: golden files, paths, child processes.
        .target(name: "WidgetTestSupport", dependencies: ["WidgetLanguage"], path: "Tests/WidgetTestSupport"),
        .testTarget(name: "WidgetLanguageTests", dependencies: ["WidgetLanguage", "WidgetTestSupport"],
                    exclude: ["Diagnostics", "SyntaxTrees", "SwiftForms", "SwiftSyntax"]),
        .testTarget(name: "WidgetStoreTests", dependencies: ["WidgetStore", "WidgetTestSupport"]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender"]),
        .testTarget(name: "WidgetImagesTests", dependencies: ["WidgetImages", "WidgetRender", "WidgetTestSupport"]),
        .testTarget(name: "TerminalSafetyTests", dependencies: ["TerminalSafety"]),
        // EndToEnd/ holds the pytest-lsp client tests that PytestLspTests runs.
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "WidgetLanguageService", "WidgetLanguage", "WidgetRuntime", "ProjectModules", "WidgetTestSupport"],
                    exclude: ["EndToEnd"]),
        .testTarget(name: "WidgetProjectTests", dependencies: ["WidgetProject", "WidgetTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetSourcesTests", dependencies: ["WidgetSources", "WidgetTestSupport"]),
        .testTarget(name: "WidgetRuntimeTests", dependencies: ["WidgetRuntime", "WidgetLanguage", "WidgetSources", "WidgetTestSupport"],
                    exclude: ["Conformance", "Diagnostics", "FuzzRegressions", "JSONFuzzRegressions"]),
        .testTarget(name: "widgetryTests", dependencies: ["WidgetLanguage", "WidgetTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetHostTests", dependencies: ["WidgetHost", "WidgetRender", "WidgetRuntime", "WidgetTestSupport"],
                    exclude: ["Fixtures"]),
    ]
)
