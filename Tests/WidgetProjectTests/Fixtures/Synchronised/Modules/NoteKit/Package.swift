// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NoteKit",
    products: [.library(name: "NoteKit", targets: ["NoteKit"])],
    dependencies: [.package(path: "../NoteCore")],
    targets: [.target(name: "NoteKit", dependencies: ["NoteCore"])]
)
