import Foundation
import WidgetRender
import WidgetRuntime

/// What a live host shows and how: the command line's options, decided once.
public struct HostConfiguration: Sendable {
    /// A widget file, a folder whose every `.widget` file is shown, or a module
    /// whose files lie in many folders (an Xcode project's widget extension).
    public enum Target: Sendable, Hashable {
        case file(String)
        case folder(String)
        case module(ModuleTarget)
    }

    /// A module shown as one widget file is: `path` names it (its folder), and
    /// `gather` finds its files again at every load, so a file added to the
    /// project or to one of its folders joins it.
    public struct ModuleTarget: Sendable, Hashable {
        public var path: String
        public var gather: @Sendable () -> WidgetModule?

        public init(path: String, gather: @escaping @Sendable () -> WidgetModule?) {
            self.path = path
            self.gather = gather
        }

        public static func == (a: ModuleTarget, b: ModuleTarget) -> Bool { a.path == b.path }
        public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    }

    /// Which family each widget shows in.
    public enum FamilyChoice: Sendable, Hashable {
        /// The widget's first family (`f` cycles through the others).
        case first
        /// One family by name (`--family systemLarge`).
        case named(String)
        /// Every family the widget supports, side by side (`--family all`).
        case all
    }

    /// How frames reach the user.
    public enum Interface: Sendable, Hashable {
        /// A terminal: alternate screen, raw keys, mouse, redraw of changed cells.
        case terminal
        /// A pipe or file: each new frame printed after a header line with the
        /// time and the cause, so the output can be read by a program.
        case plain
    }

    public var target: Target
    /// `--widget NAME`; nil shows the first widget of a file (or, for a
    /// folder, every widget of every file).
    public var widget: String?
    public var family: FamilyChoice = .first
    /// Session options shared by every widget; `storePath` is ignored when
    /// `storeOverride` is nil (each file then uses its own default store).
    public var session: SessionOptions
    public var storeOverride: String?
    public var colorMode: ColorMode = .none
    public var showsButtonNumbers = false
    public var interface: Interface = .plain
    /// The command the host names in its title line (`widgetry watch`, even for
    /// a folder); nil: `widgetry run` for a folder, `widgetry watch` for a file.
    public var commandName: String?
    /// How long a first load may take before the placeholder is drawn.
    public var placeholderGrace: TimeInterval = 0.08
    /// How often the store is checked for other processes' commits when no
    /// file event said so (a safety net under the watch on the store's files).
    public var storePollInterval: TimeInterval = 1.0

    public init(target: Target, session: SessionOptions) {
        self.target = target
        self.session = session
    }

    /// The store a widget file uses.
    func storePath(forWidgetAt path: String) -> String {
        storeOverride ?? SessionOptions.defaultStorePath(forWidgetAt: path)
    }

    /// Whether the clock moves (a fixed `--now` means timeline times never come).
    var clockIsFixed: Bool { session.now != nil }
}
