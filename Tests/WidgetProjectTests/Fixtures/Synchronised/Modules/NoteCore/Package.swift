// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NoteCore",
    products: [.library(name: "NoteCore", targets: ["NoteCore"])],
    targets: [.target(name: "NoteCore")]
)
