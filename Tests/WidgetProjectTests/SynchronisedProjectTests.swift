import Foundation
import Testing
@testable import WidgetProject

@Suite("a project with synchronised folders")
struct SynchronisedProjectTests {
    let fixture = FixtureProject("Synchronised")

    /// The widget's own folder, less what its exception sets take out (a file, a folder, a localised
    /// file, a file of a build-phase exception), plus what the app folder's exception set for the
    /// widget adds (a file and a whole folder).
    @Test func gathersFolderFilesWithTheirExceptions() throws {
        let project = try fixture.read("Notes.xcodeproj")
        #expect(project.widgetTargets.map(\.name) == ["NotesWidgetExtension"])
        let widget = try #require(project.widgetTargets.first)
        #expect(fixture.relative(widget.files.sources) == [
            "NotesWidget/NotesWidget.swift", "NotesWidget/NotesWidgetBundle.swift", "NotesWidget/Views/NoteRow.swift",
            "Notes/Model/Note.swift", "Notes/Shared/Deep/Badge.swift", "Notes/Shared/NoteFormat.swift",
            "Modules/NoteKit/Sources/NoteKit/NoteStyle.swift", "Modules/NoteCore/Sources/NoteCore/NoteLimits.swift",
            "Kit/Sources/KitBadge.swift",
        ])
        #expect(fixture.relative(widget.files.assetCatalogs) == ["NotesWidget/Colors.xcassets"])
        #expect(fixture.relative(widget.files.strings) == ["NotesWidget/Localizable.xcstrings"])
        #expect(fixture.relative(widget.files.infoPlist) == "NotesWidget/Info.plist")
        #expect(widget.info.extensionPointSource == "Info.plist")
        #expect(widget.info.displayName == "Quick Notes")
        #expect(widget.notes.isEmpty)
    }

    /// A Core Data model in the widget's folder is one of its data models; the classes Xcode generates from it are
    /// those of its entities with generated code ("class" or "category"), named as their class (a leading `.`, the
    /// current module, dropped); an entity whose class the app writes itself is not one.
    @Test func findsTheClassesACoreDataModelGenerates() throws {
        let widget = try #require(try fixture.read("Notes.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.dataModels) == ["NotesWidget/Notes.xcdatamodeld"])
        #expect(CoreDataModels.generatedClasses(in: widget.files.dataModels) == ["CachedNote": "Notes.xcdatamodeld", "NoteTagObject": "Notes.xcdatamodeld"])
    }

    /// A package product named without its package (`productName = NoteKit;`) is found in a synchronised folder
    /// that holds packages one level down (`Modules/NoteKit/Package.swift`), as Xcode finds it; its target's dependency
    /// by name (`dependencies: ["NoteCore"]`) is the product of the local package of that name it depends on.
    @Test func findsAPackageProductInASynchronisedFolder() throws {
        let widget = try #require(try fixture.read("Notes.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.sources).filter { $0.hasPrefix("Modules/") }
                == ["Modules/NoteKit/Sources/NoteKit/NoteStyle.swift", "Modules/NoteCore/Sources/NoteCore/NoteLimits.swift"])
        #expect(!widget.notes.contains { $0.contains("NoteKit") })
        let app = try #require(try fixture.read("Notes.xcodeproj").targets.first)
        #expect(!fixture.relative(app.files.sources).contains { $0.hasPrefix("Modules/") })
    }

    /// `Kit.framework` from the products folder, which no target of Notes.xcodeproj builds: the framework target of the
    /// other project of the workspace beside it (`Notes.xcworkspace` names `Kit/Kit.xcodeproj`), whose module is its
    /// product's name (`PRODUCT_NAME = "$(PROJECT_NAME)"`), as Xcode builds a workspace's projects together.
    @Test func findsALinkedFrameworkInAnotherProjectOfTheWorkspace() throws {
        let widget = try #require(try fixture.read("Notes.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.sources).filter { $0.hasPrefix("Kit/") } == ["Kit/Sources/KitBadge.swift"])
        #expect(widget.includedModules.contains("Kit"), "\(widget.includedModules)")
        #expect(!widget.notes.contains { $0.contains("Kit.framework") }, "\(widget.notes)")
    }

    @Test func theAppKeepsItsFolderLessItsOwnExceptions() throws {
        let app = try #require(try fixture.read("Notes.xcodeproj").targets.first)
        #expect(fixture.relative(app.files.sources) == [
            "Notes/Model/Note.swift", "Notes/NotesApp.swift", "Notes/Shared/Deep/Badge.swift", "Notes/Shared/NoteFormat.swift",
        ])
        #expect(fixture.relative(app.files.assetCatalogs) == ["Notes/Assets.xcassets"])
    }

    @Test(arguments: [
        ("Info.plist", "Info.plist", true),
        ("Old/Unused.swift", "Old", true),
        ("Older/Unused.swift", "Old", false),
        ("Resources/en.lproj/Legacy.strings", "/Localized: Resources/Legacy.strings", true),
        ("Resources/de.lproj/Legacy.strings", "/Localized: Resources/Legacy.strings", true),
        ("Other/en.lproj/Legacy.strings", "/Localized: Resources/Legacy.strings", false),
        ("en.lproj/Main.strings", "/Localized: Main.strings", true),
    ])
    func exceptionEntriesMatch(_ item: String, _ entry: String, _ matches: Bool) {
        #expect(SynchronizedFolders.matches(item, entry) == matches)
    }

    @Test func aMissingFolderIsANote() throws {
        try FileManager.default.removeItem(atPath: fixture.root + "/NotesWidget")
        let widget = try #require(try fixture.read("Notes.xcodeproj").targets.last)
        #expect(fixture.notes(widget.notes) == [
            "the synchronised folder ROOT/NotesWidget is not on disk", "its Info.plist ROOT/NotesWidget/Info.plist is not on disk",
        ])
        // Still a widget extension: it links WidgetKit.framework.
        #expect(widget.info.extensionPointSource == "links WidgetKit.framework")
        #expect(fixture.relative(widget.files.sources) == ["Notes/Model/Note.swift", "Notes/Shared/Deep/Badge.swift", "Notes/Shared/NoteFormat.swift",
                                                           "Modules/NoteKit/Sources/NoteKit/NoteStyle.swift",
                                                           "Modules/NoteCore/Sources/NoteCore/NoteLimits.swift",
                                                           "Kit/Sources/KitBadge.swift"])
    }
}
