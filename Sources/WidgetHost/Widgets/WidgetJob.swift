/// Which widgets of a file are shown, and in which families.
struct TargetSelection: Sendable, Hashable {
    /// A widget by name; nil means the file's first widget (or all of them).
    var widget: String?
    var allWidgets = false
    var family: HostConfiguration.FamilyChoice = .first
    /// Families chosen with `f`, per widget.
    var familyOverrides: [String: String] = [:]
}

/// One widget on screen: which widget of the file, in which family.
struct Target: Sendable, Hashable {
    var widget: String
    var family: String
}

/// A button press to run before drawing.
struct Tap: Sendable, Hashable {
    var target: Target
    var button: Int
}

/// Work for a widget file's worker. Requests that arrive while the worker is
/// busy are merged into one job, so a burst of saves is one reload.
struct WidgetJob: Sendable {
    var causes: [ReloadCause] = []
    /// Read, parse and check the file again, and reopen the store (migrating it).
    var recompile = false
    /// Reading the file may catch a save half-way: read it again shortly
    /// after before believing an error.
    var settleReads = false
    /// Ask the provider for a new timeline even if the cached one is valid.
    var forceTimeline = false
    /// Another process may have written to the store: draw only if it did.
    var checkStore = false
    /// The periodic store check, made by one file per store for all of them.
    var pollsStore = false
    /// Draw again (a timeline time came, the family changed).
    var redraw = false
    var taps: [Tap] = []
    /// Describe the timeline of this target (`t`).
    var describeTimeline: Target?
    /// Draw the placeholder first if the timeline has to be loaded.
    var wantsPlaceholder = false
    var selection = TargetSelection()

    /// Whether this job must draw even if the store did not change.
    var mustDraw: Bool { recompile || forceTimeline || redraw || !taps.isEmpty }

    mutating func merge(_ other: WidgetJob) {
        for cause in other.causes where !causes.contains(cause) { causes.append(cause) }
        recompile = recompile || other.recompile
        settleReads = settleReads || other.settleReads
        forceTimeline = forceTimeline || other.forceTimeline
        checkStore = checkStore || other.checkStore
        pollsStore = pollsStore || other.pollsStore
        redraw = redraw || other.redraw
        taps += other.taps
        describeTimeline = other.describeTimeline ?? describeTimeline
        wantsPlaceholder = wantsPlaceholder || other.wantsPlaceholder
        selection = other.selection
    }
}
