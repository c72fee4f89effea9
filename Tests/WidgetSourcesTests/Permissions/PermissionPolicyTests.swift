import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetSources

@Suite struct PermissionPolicyTests {
    @Test(arguments: [
        ("api.github.com", "api.github.com", 443, true),
        ("API.GitHub.com.", "api.github.com", 443, true),
        ("api.github.com", "github.com", 443, false),
        ("*.github.com", "avatars.githubusercontent.com", 443, false),
        ("*.githubusercontent.com", "avatars.githubusercontent.com", 443, true),
        ("*.github.com", "github.com", 443, false),
        ("127.0.0.1:8080", "127.0.0.1", 8080, true),
        ("127.0.0.1:8080", "127.0.0.1", 8081, false),
        ("127.0.0.1", "127.0.0.1", 51234, true),
        ("[::1]:80", "::1", 80, true),
        ("evil.com", "api.github.com.evil.com", 443, false),
    ])
    func hostEntries(_ entry: String, _ host: String, _ port: Int, _ allowed: Bool) {
        #expect(PermissionPolicy.host(host, port: port, matches: entry) == allowed)
    }

    @Test func pathsAreResolvedThroughDotsAndLinks() throws {
        let root = PackagePaths.temporaryDirectory("widgetry-paths")
        let base = FilePaths.resolve(root.path, relativeTo: "/")
        try FileManager.default.createDirectory(atPath: base + "/w/data", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/w/data/up", withDestinationPath: "../..")
        #expect(FilePaths.resolve("data/x.json", relativeTo: base + "/w") == base + "/w/data/x.json")
        #expect(FilePaths.resolve("data/../../x.json", relativeTo: base + "/w") == base + "/x.json")
        #expect(FilePaths.resolve("data/up/x.json", relativeTo: base + "/w") == base + "/x.json")
        #expect(FilePaths.resolve("data/up/w/missing/../data/y", relativeTo: base + "/w") == base + "/w/data/y")
        #expect(FilePaths.isInside(base + "/w/data/x", base + "/w"))
        #expect(!FilePaths.isInside(base + "/w2/x", base + "/w"))
        #expect(FilePaths.relative(base + "/x.json", from: base + "/w") == "../x.json")
    }

    @Test func readsInsideTheFolderAreFreeAndOthersNeedAnEntry() {
        let folder = PackagePaths.temporaryDirectory("widgetry-policy")
        let resolved = FilePaths.resolve(folder.path, relativeTo: "/")
        let none = PermissionPolicy(folder: folder, declared: Permissions(), granted: Permissions(), hasDeclaration: false)
        #expect(none.check(.read(path: resolved + "/data/a.json")) == nil)
        #expect(none.check(.read(path: "/etc/passwd")) == "reading /etc/passwd is not permitted; it is outside the widget's folder; declare permissions { read: [\"/etc/passwd\"] } in the widget, or pass --allow-read /etc/passwd")
        let declared = PermissionPolicy(folder: folder, declared: Permissions(read: ["/etc"]), granted: Permissions(), hasDeclaration: true)
        #expect(declared.check(.read(path: "/etc/passwd")) == nil)
        #expect(declared.check(.read(path: "/etcetera")) != nil)
        #expect(declared.check(.run("uptime")) == "running 'uptime' is not permitted; add \"uptime\" to run: in the widget's permissions, or pass --allow-run uptime")
        let granted = PermissionPolicy(folder: folder, declared: Permissions(), granted: Permissions(network: ["example.com"], run: ["uptime"]), hasDeclaration: false)
        #expect(granted.check(.run("uptime")) == nil)
        #expect(granted.check(.network(host: "example.com", port: 443)) == nil)
        #expect(granted.check(.network(host: "example.org", port: 443)) != nil)
    }
}
