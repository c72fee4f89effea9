// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "LegacyCharts",
    products: [.library(name: "LegacyCharts", targets: ["LegacyCharts"])],
    targets: [.target(name: "LegacyCharts")]
)
