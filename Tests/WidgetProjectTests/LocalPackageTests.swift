import Foundation
import Testing
@testable import WidgetProject

@Suite("a project with local Swift packages")
struct LocalPackageTests {
    let fixture = FixtureProject("LocalPackage")

    /// Writes a file of the fixture's copy, with its folders.
    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: fixture.root + "/" + (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: fixture.root + "/" + path, atomically: true, encoding: .utf8)
    }

    /// A package reference (Xcode 15's `XCLocalSwiftPackageReference`) whose product's target
    /// depends on another target with its own `path:`; a dependency with no package, found among
    /// the group tree's folders that hold a `Package.swift`, and one found among the packages of the
    /// workspace beside the project. Test targets and plugins add nothing.
    @Test func gathersThePackagesSources() throws {
        let widget = try #require(try fixture.read("Stocks.xcodeproj").targets.first)
        #expect(widget.isWidgetExtension)
        #expect(widget.info.extensionPointSource == "build setting INFOPLIST_KEY_NSExtension_NSExtensionPointIdentifier")
        #expect(fixture.relative(widget.files.sources) == [
            "StocksWidget/StocksWidget.swift", "Packages/StocksKit/Sources/StocksKit/Quote.swift",
            "Packages/StocksKit/Sources/Core/Money.swift", "LegacyCharts/Sources/LegacyCharts/Chart.swift",
            "WorkspaceKit/Sources/WorkspaceKit/Ticker.swift",
        ])
        #expect(fixture.relative(widget.files.assetCatalogs) == ["Packages/StocksKit/Sources/StocksKit/Media.xcassets"])
        #expect(widget.includedModules == ["StocksKit", "StocksCore", "LegacyCharts", "WorkspaceKit"])
        #expect(widget.notes == [
            "the package product Other comes from the remote package other, which is not read (only local packages are)",
            "the package product RemoteThing comes from https://example.com/remote-thing.git, which is not read (only local packages are)",
        ])
    }

    /// As Xcode builds them, the local packages a package's targets depend on come with it
    /// (`.product(name:package:)` of a `.package(path:)`, a package's name in any case), each
    /// target once, however many packages use it.
    @Test func thePackagesAPackageDependsOnComeWithIt() throws {
        try write("""
        let package = Package(name: "StocksKit", products: [.library(name: "StocksKit", targets: ["StocksKit"])],
            dependencies: [.package(path: "../Formatting"), .package(name: "Shared", path: "../SharedCode")],
            targets: [
                .target(name: "StocksKit", dependencies: [.product(name: "Formatting", package: "formatting"),
                                                          .product(name: "Shared", package: "Shared")]),
            ])
        """, to: "Packages/StocksKit/Package.swift")
        try write("""
        let package = Package(name: "Formatting", products: [.library(name: "Formatting", targets: ["Formatting"])],
            dependencies: [.package(path: "../SharedCode")],
            targets: [.target(name: "Formatting", dependencies: [.product(name: "Shared", package: "SharedCode")])])
        """, to: "Packages/Formatting/Package.swift")
        try write("struct PriceFormat {}\n", to: "Packages/Formatting/Sources/Formatting/PriceFormat.swift")
        try write("""
        let package = Package(name: "Shared", products: [.library(name: "Shared", targets: ["Shared"])], targets: [.target(name: "Shared")])
        """, to: "Packages/SharedCode/Package.swift")
        try write("struct Currency {}\n", to: "Packages/SharedCode/Sources/Shared/Currency.swift")

        let widget = try #require(try fixture.read("Stocks.xcodeproj").targets.first)
        #expect(fixture.relative(widget.files.sources).filter { $0.hasPrefix("Packages/") } == [
            "Packages/StocksKit/Sources/StocksKit/Quote.swift", "Packages/Formatting/Sources/Formatting/PriceFormat.swift",
            "Packages/SharedCode/Sources/Shared/Currency.swift",
        ])
        #expect(widget.includedModules == ["StocksKit", "Formatting", "Shared", "LegacyCharts", "WorkspaceKit"])
        #expect(!widget.notes.contains { $0.contains("Formatting") || $0.contains("Shared") })
    }

    /// A package target at the package's root (`path: "."`) compiles its Swift files, not the manifests beside them
    /// (`Package.swift`, `Package@swift-5.9.swift`), as SwiftPM leaves them out.
    @Test func aTargetAtThePackagesRootLeavesTheManifestsOut() throws {
        try write("""
        let package = Package(name: "StocksKit", products: [.library(name: "StocksKit", targets: ["StocksKit"])],
            dependencies: [.package(path: "../Formatting")],
            targets: [.target(name: "StocksKit", dependencies: [.product(name: "Formatting", package: "Formatting")])])
        """, to: "Packages/StocksKit/Package.swift")
        let manifest = """
        import PackageDescription
        let package = Package(name: "Formatting", products: [.library(name: "Formatting", targets: ["Formatting"])],
            targets: [.target(name: "Formatting", path: ".")])
        """
        try write(manifest, to: "Packages/Formatting/Package.swift")
        try write(manifest, to: "Packages/Formatting/Package@swift-5.9.swift")
        try write("struct PriceFormat {}\n", to: "Packages/Formatting/PriceFormat.swift")
        try write("struct Package {}\n", to: "Packages/Formatting/Models/Package.swift")

        let widget = try #require(try fixture.read("Stocks.xcodeproj").targets.first)
        #expect(fixture.relative(widget.files.sources).filter { $0.hasPrefix("Packages/Formatting") } == [
            "Packages/Formatting/Models/Package.swift", "Packages/Formatting/PriceFormat.swift",
        ])
    }

    @Test func aMissingPackageIsANote() throws {
        try FileManager.default.removeItem(atPath: fixture.root + "/Packages")
        let widget = try #require(try fixture.read("Stocks.xcodeproj").targets.first)
        #expect(fixture.notes(widget.notes).first == "the package product StocksKit was not found in ROOT/Packages/StocksKit")
    }
}

@Suite("Package.swift read as text")
struct PackageManifestTests {
    @Test func productsTargetsPathsAndDependencies() {
        let manifest = PackageManifest(text: """
        let package = Package(
            name: "Kit",
            products: [
                .library(name: "Kit", type: .dynamic, targets: ["Kit", "Extras"]),
            ],
            targets: [
                /* .target(name: "Gone"), */
                .target(name: "Kit", dependencies: [.target(name: "Base"), .byName(name: "Util"), .product(name: "X", package: "x")]),
                .target(name: "Extras", path: "Sources/More", exclude: ["a(b).swift"]),
                .target(name: "Base", dependencies: ["Util"]),
                .target(name: "Util"),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
            ]
        )
        """)
        #expect(manifest.products == ["Kit": ["Kit", "Extras"]])
        #expect(manifest.targets.map(\.name) == ["Kit", "Extras", "Base", "Util", "KitTests"])
        #expect(manifest.targets.first?.dependencies == ["Base", "Util"])
        #expect(manifest.targets[1].path == "Sources/More")
        #expect(manifest.targets(ofProduct: "Kit").map(\.name) == ["Kit", "Extras", "Base", "Util"])
        #expect(manifest.targets(ofProduct: "Util").map(\.name) == ["Util"])
        #expect(manifest.targets(ofProduct: "KitTests").isEmpty)
        #expect(manifest.targets.first?.products == [.init(name: "X", package: "x")])
        #expect(manifest.localPackages.isEmpty)
    }

    @Test func localPackagesByTheirNamesAndFolders() {
        let manifest = PackageManifest(text: """
        let package = Package(name: "App", dependencies: [
            .package(path: "../Models"),
            .package(name: "Network", path: "Vendor/NetworkKit"),
            .package(url: "https://example.com/remote.git", from: "1.0.0"),
        ], targets: [.target(name: "App")])
        """)
        #expect(manifest.localPackages == ["models": "../Models", "network": "Vendor/NetworkKit", "networkkit": "Vendor/NetworkKit"])
    }

    @Test func aConventionalFolderIsLookedFor() {
        let target = PackageManifest.Target(name: "Kit", path: nil, dependencies: [], isTest: false)
        #expect(PackageManifest.folder(of: target) { $0 == "Source/Kit" } == "Source/Kit")
        #expect(PackageManifest.folder(of: target) { _ in false } == "Sources/Kit")
        // The package's only target besides its tests may have the whole `Sources` folder (`swift build` agrees).
        #expect(PackageManifest.folder(of: target, soleTarget: true) { $0 == "Sources" } == "Sources")
        #expect(PackageManifest.folder(of: target, soleTarget: false) { $0 == "Sources" } == "Sources/Kit")
        #expect(PackageManifest.folder(of: target, soleTarget: true) { $0 == "Sources" || $0 == "Sources/Kit" } == "Sources/Kit")
    }
}

import Foundation

@Suite("Package.swift products listed by a constant")
struct PackageManifestConstantTests {
    @Test func aProductsTargetsMayBeAConstant() {
        let manifest = PackageManifest(text: """
        let publicTargets: [String] = ["Core", "UI"]
        let package = Package(
            name: "SDK",
            products: [.library(name: "SDK", type: .dynamic, targets: publicTargets)],
            targets: [.target(name: "Core"), .target(name: "UI", dependencies: ["Core"])]
        )
        """)
        #expect(manifest.products == ["SDK": ["Core", "UI"]])
        #expect(manifest.targets(ofProduct: "SDK").map(\.name) == ["Core", "UI"])
    }

    /// Modular apps name their targets by constants (`extension String { static let BookModel = "BookModel" }`) and
    /// their dependencies too (`extension Target.Dependency { static let Updater = .product(…) }`): read as written there.
    @Test func targetsAndDependenciesNamedByStaticConstants() {
        let manifest = PackageManifest(text: """
        extension Target.Dependency {
            static let Updater: Target.Dependency = .product(name: "Updater", package: "Common")
        }
        extension String {
            static let BookModel = "BookModel"
            static let ShelfClient = "ShelfClient"
        }
        let package = Package(
            name: "Core",
            products: [.library(name: .ShelfClient, targets: [.ShelfClient])],
            dependencies: [.package(path: "../Common")],
            targets: [
                .target(name: .BookModel, path: "Sources/Models/Book"),
                .target(name: .ShelfClient, dependencies: [.target(name: .BookModel), .Updater]),
            ]
        )
        """)
        #expect(manifest.products == ["ShelfClient": ["ShelfClient"]])
        #expect(manifest.targets.map(\.name) == ["BookModel", "ShelfClient"])
        #expect(manifest.targets.first?.path == "Sources/Models/Book")
        #expect(manifest.targets.last?.dependencies == ["BookModel"])
        #expect(manifest.targets.last?.products == [PackageManifest.ProductDependency(name: "Updater", package: "Common")])
        #expect(manifest.targets(ofProduct: "ShelfClient").map(\.name) == ["ShelfClient", "BookModel"])
    }
}
