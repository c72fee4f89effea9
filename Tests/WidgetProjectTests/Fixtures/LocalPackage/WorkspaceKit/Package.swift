// swift-tools-version:5.9
import PackageDescription

// A package only the workspace names, not the project.
let package = Package(
    name: "WorkspaceKit",
    products: [.library(name: "WorkspaceKit", targets: ["WorkspaceKit"])],
    targets: [.target(name: "WorkspaceKit")]
)
