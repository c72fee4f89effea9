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

/// What a project names outside the readable folders is not opened: a synchronised folder at `/`,
/// an exception entry that climbs out, a package, an Info.plist and a configuration file elsewhere.
@Suite("projects that point outside")
struct OutsideProjectTests {
    @Test func nothingOutsideTheRootsIsRead() throws {
        let base = PackagePaths.temporaryDirectory("widgetry-outside").path
        let root = base + "/repo"
        try FileManager.default.createDirectory(atPath: root + "/P.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Own", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/secret", withIntermediateDirectories: true)
        try "struct Secret {}\n".write(toFile: base + "/secret/Secret.swift", atomically: true, encoding: .utf8)
        try "// Package.swift\n".write(toFile: base + "/secret/Package.swift", atomically: true, encoding: .utf8)
        try "INFOPLIST_FILE = x\n".write(toFile: base + "/secret/S.xcconfig", atomically: true, encoding: .utf8)
        try "struct Own {}\n".write(toFile: root + "/Own/Own.swift", atomically: true, encoding: .utf8)
        let text = """
        { objects = {
            M = {isa = PBXGroup; children = (Root, Own, Conf); sourceTree = "<group>"; };
            Root = {isa = PBXFileSystemSynchronizedRootGroup; path = /; sourceTree = "<absolute>"; };
            Own = {isa = PBXFileSystemSynchronizedRootGroup; path = Own; sourceTree = "<group>"; exceptions = (E); };
            Conf = {isa = PBXFileReference; path = "\(base)/secret/S.xcconfig"; sourceTree = "<absolute>"; };
            E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("../../secret"); target = Other; };
            Other = {isa = PBXNativeTarget; name = Other; productType = "com.apple.product-type.application"; };
            Pkg = {isa = XCLocalSwiftPackageReference; relativePath = "../secret"; };
            Dep = {isa = XCSwiftPackageProductDependency; package = Pkg; productName = Secret; };
            X = {isa = XCBuildConfiguration; baseConfigurationReference = Conf; buildSettings = {INFOPLIST_FILE = "../secret/Info.plist"; }; };
            L = {isa = XCConfigurationList; buildConfigurations = (X); };
            T = {isa = PBXNativeTarget; name = W; buildConfigurationList = L; fileSystemSynchronizedGroups = (Root, Own);
                 packageProductDependencies = (Dep); productType = "com.apple.product-type.app-extension"; };
            R = {isa = PBXProject; mainGroup = M; targets = (T, Other); };
          }; rootObject = R; }
        """
        try text.write(toFile: root + "/P.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let project = try XcodeProject.read(root + "/P.xcodeproj", readableRoots: [root])
        let widget = try #require(project.targets.first)
        #expect(widget.files.sources == [root + "/Own/Own.swift"])
        #expect(widget.files.infoPlist == nil)
        let notes = widget.notes.map { $0.replacingOccurrences(of: base, with: "BASE") }
        #expect(notes.contains("/ lies outside BASE/repo; it is not read"))
        #expect(notes.contains("BASE/secret lies outside BASE/repo; it is not read"))
        #expect(notes.contains("BASE/secret/Info.plist lies outside BASE/repo; it is not read"))
        let other = try #require(project.targets.last)
        #expect(other.files.sources.isEmpty)
        #expect(other.notes.map { $0.replacingOccurrences(of: base, with: "BASE") }
                == ["the exception entry '../../secret' of BASE/repo/Own leads out of the folder; it is not read"])
    }
}
