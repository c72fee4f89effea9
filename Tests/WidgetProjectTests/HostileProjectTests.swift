import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetProject

/// Nothing a project file says may crash or hang the reader.
@Suite("hostile projects")
struct HostileProjectTests {
    /// Mutated project files (bytes dropped, changed, duplicated) are read or refused with a
    /// location, never a crash.
    @Test func mutatedProjectFilesAreReadOrRefused() throws {
        let original = Array(try String(contentsOfFile: PackagePaths.path("Tests/WidgetProjectTests/Fixtures/Classic/Weather.xcodeproj/project.pbxproj"), encoding: .utf8).utf8)
        var random = SplitMix64(seed: 30)
        var refused = 0
        let punctuation = Array("{}();=\",/*<> a\\".utf8)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int(random.next() % 4 + 1) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes[at] = punctuation[Int(random.next() % UInt64(punctuation.count))]
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
                }
            }
            do {
                _ = try OldStylePropertyList.parse(bytes, path: "p")
            } catch {
                refused += 1
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
        #expect(refused > 100)
    }

    /// A group inside itself, twice, is read once.
    @Test func aGroupCycleEnds() throws {
        let root = PackagePaths.temporaryDirectory("widgetry-project").path
        try FileManager.default.createDirectory(atPath: root + "/Loop.xcodeproj", withIntermediateDirectories: true)
        let text = """
        { objects = {
            G = {isa = PBXGroup; children = (G, G, H); path = a; sourceTree = "<group>"; };
            H = {isa = PBXGroup; children = (G, H); sourceTree = SDKROOT; };
            T = {isa = PBXNativeTarget; name = W; buildPhases = (); productType = "com.apple.product-type.app-extension"; };
            R = {isa = PBXProject; mainGroup = G; targets = (T, T2); };
          }; rootObject = R; }
        """
        try text.write(toFile: root + "/Loop.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let project = try XcodeProject.read(root + "/Loop.xcodeproj", readableRoots: [root])
        #expect(project.targets.map(\.name) == ["W"])
    }

    @Test func aSymbolicLinkLoopIsNotFollowed() throws {
        let root = PackagePaths.temporaryDirectory("widgetry-walk").path
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try "".write(toFile: root + "/a/b/One.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/a/b/up", withDestinationPath: root + "/a")
        let result = FolderWalk().items(in: root)
        #expect(result.items == ["a/b/One.swift"])
        #expect(result.problems == ["\(root)/a/b/up: a symbolic link loop; not read again"])
    }

    @Test func aFIFOIsNotRead() throws {
        let root = PackagePaths.temporaryDirectory("widgetry-fifo").path
        #expect(mkfifo(root + "/Info.plist", 0o600) == 0)
        do {
            _ = try PropertyListFile.read(root + "/Info.plist")
            Issue.record("read a FIFO")
        } catch {
            #expect(error.message == "not a regular file")
        }
    }
}
