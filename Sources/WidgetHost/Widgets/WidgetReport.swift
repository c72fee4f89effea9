import Foundation
import WidgetRender
import WidgetRuntime

/// One widget as a worker drew it.
struct TileFrame: Sendable {
    var target: Target
    /// The families the widget supports (for `f`).
    var families: [String]
    /// Nil when drawing failed: the host keeps the last good frame.
    var result: RenderResult?
    var isPlaceholder = false
    /// Errors and warnings of this widget, rendered with file:line:col and carets.
    var problems: String?
    /// When the widget's failed timeline is asked for again (the session's back-off).
    var retryAt: Date?
    /// A view shows the time going by: the frame is drawn again each second.
    var showsLiveClock = false
}

/// What a worker tells the host after (part of) a job.
struct WidgetReport: Sendable {
    enum Stage: Sendable {
        /// Placeholders, drawn only if the final frames take too long.
        case provisional
        case final
        /// When the widgets change by themselves, worked out after the final
        /// report was sent (it reads the cached timeline again; the frame
        /// should not wait for that).
        case schedule
    }

    var path: String
    var stage: Stage = .final
    var causes: [ReloadCause] = []
    /// One frame per target, in order; empty when nothing could be drawn.
    var frames: [TileFrame] = []
    /// Diagnostics of the file itself (parse, check, store); nil when clean.
    var fileProblems: String?
    var fileHasErrors = false
    /// A store check found no new commit: nothing to draw.
    var unchanged = false
    /// A store check found a commit this worker had not seen (drawn or not):
    /// after a poll, the host asks the other files on the store to check too.
    var storeMoved = false
    /// The next time the widgets change by themselves.
    var schedule: ScheduledUpdate?
    /// Something failed; try again later (with backoff).
    var failed = false
    /// A module target's files and manifests (absolute), as this load found them; nil for a widget file.
    var moduleFiles: [String]?
    /// Files the widgets read (`json` sources): a change reloads the timeline.
    var dataFiles: [String] = []
    /// The store's files: a change may be another process's commit.
    var storeFiles: [String] = []
    /// Text of the `t` key: the timeline's entries, policy and next reload.
    var timelineText: String?
    /// Messages of intents that ran (`return "…"` in perform).
    var messages: [String] = []
}
