import Testing
@testable import WidgetProject

@Suite("a project with local Swift packages")
struct LocalPackageTests {
    let fixture = FixtureProject("LocalPackage")

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
        #expect(widget.notes == ["the package product RemoteThing comes from https://example.com/remote-thing.git, which is not read (only local packages are)"])
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
    }

    @Test func aConventionalFolderIsLookedFor() {
        let target = PackageManifest.Target(name: "Kit", path: nil, dependencies: [], isTest: false)
        #expect(PackageManifest.folder(of: target) { $0 == "Source/Kit" } == "Source/Kit")
        #expect(PackageManifest.folder(of: target) { _ in false } == "Sources/Kit")
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
}
