// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "StocksKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "StocksKit", targets: ["StocksKit"]),
        .plugin(name: "LintPlugin", targets: ["LintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://example.com/other.git", from: "1.0.0"),
    ],
    targets: [
        // .target(name: "Retired"),
        .target(
            name: "StocksKit",
            dependencies: ["StocksCore", .product(name: "Other", package: "other")],
            resources: [.process("Media.xcassets")]
        ),
        .target(name: "StocksCore", path: "Sources/Core"),
        .testTarget(name: "StocksKitTests", dependencies: ["StocksKit"]),
    ]
)
