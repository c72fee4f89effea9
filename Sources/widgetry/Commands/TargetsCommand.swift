import Foundation
import WidgetLanguage
import WidgetProject
import WidgetRuntime

/// `widgetry targets PATH`: the widget extension targets of the Xcode projects
/// PATH means, with their files and widgets.
enum TargetsCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "targets",
        usage: "widgetry targets [PATH] [--json]",
        summary: "list the widget extensions of Xcode projects with their files and widgets",
        description: """
        Reads the Xcode projects PATH means (default: the current folder) and lists
        each widget extension target: its widgets (the bundle's first is the one
        commands show by default), its platform (iOS, macOS, watchOS, visionOS or
        tvOS, from its SDKROOT and SUPPORTED_PLATFORMS: its Swift's #if os(…) is
        decided for it), the Swift files it is made of wherever they live
        (its Sources phase, its synchronised folders less their exceptions, files
        shared with the app, local Swift packages, framework targets it depends
        on), its asset catalogs, strings files and Info.plist, and notes on what was
        left out. PATH is a repository, an .xcodeproj, a project.yml (an XcodeGen
        spec, read as the project it generates), or any folder in a project
        (the project above it is read); a folder with several projects lists them
        all. A folder without a project is listed as the one module its .swift
        files make, with its subfolders'.

        Files outside the project's repository (the folder with .git; without one,
        the folder of a workspace that names the project, else the project's
        folder) are not read; --allow-read adds folders.
        Other commands take the same PATH and --target NAME:
          widgetry render PATH --target NAME
        """,
        options: [
            .flag("--json", "print the targets as a JSON array"),
            .repeatable("--allow-read", "PATH", "also read project files in PATH, a folder (repeatable)"),
        ],
        exitStatus: "0 when a widget extension was found, 1 when none was or a project cannot be read, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count <= 1 else { return usageError("targets takes one PATH") }
        let path = arguments.positionals.first ?? "."
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            Terminal.error("\(path): no such file or folder\(WidgetFiles.suggestion(for: path))")
            return 2
        }
        let absolute = ProjectPath.normalized(path.hasPrefix("/") ? path : WidgetPath.currentFolder + "/" + path)
        let search = ProjectSearch.find(absolute)
        var listing = TargetsListing()
        if search.projects.isEmpty {
            guard isDirectory.boolValue else {
                Terminal.error("\(path) is a widget file, not an Xcode project or a folder; 'widgetry check \(ShellWord.quoted(path))' checks it")
                return 2
            }
            do {
                guard case .module(let module, _) = try WidgetPath.folderModule(path, absolute: absolute) else { return 1 }
                listing.addFolder(module)
            } catch {
                Terminal.error(error.message)
                return error.status
            }
        } else {
            let (searched, read, passedOver) = WidgetPath.readSearched(search, readable: arguments.all("--allow-read"))
            for error in read.errors { Terminal.error(error) }
            for project in passedOver + read.projects { listing.add(project, within: searched.within) }
            if read.projects.isEmpty { return 1 }
        }
        if arguments.has("--json") {
            Terminal.json(DiagnosticJSON.encode(listing.json))
        } else {
            Terminal.output(listing.text, terminator: "")
        }
        return listing.widgetTargetCount > 0 ? 0 : 1
    }
}
