import Foundation
import WidgetLanguage
import WidgetRender
import WidgetSources

/// What `render` produced: the drawn widget, and what the host should tell the user.
public struct RenderOutcome: Sendable {
    public var result: RenderResult
    public var family: WidgetFamily
    /// The date of the entry shown, if an entry was shown.
    public var entryDate: Date?
    /// Problems to report (the widget was still drawn): a failed reload, an unconfigured widget.
    public var problems: [SessionError]
    public var isPlaceholder: Bool
    /// When the widget's timeline failed: when the provider is asked again.
    public var retryAt: Date? = nil
    /// A view shows the time going by (a timer `ProgressView`): a live host draws it again every second.
    public var showsLiveClock = false
    /// What the user should know though the widget was drawn as its code wanted (a request refused for
    /// want of a network permission, which the code saw as no connection): not a failure.
    public var warnings: [SessionError] = []
}

extension WidgetSession {
    public func family(_ name: String, for widget: String) throws -> WidgetFamily {
        try refuseNotDrawn(widget)
        guard let family = WidgetFamily(name: name) else {
            throw SessionError("unknown family '\(name)'; use one of \(BuiltinRegistry.familyNames.joined(separator: ", "))")
        }
        let supported = program.families(ofWidget: widget)
        guard supported.contains(family.rawValue) else {
            throw SessionError("widget '\(widget)' does not support \(family.rawValue); it supports \(supported.joined(separator: ", "))")
        }
        return family
    }

    /// A widget listed but not drawn (a Live Activity, `EmptyWidgetConfiguration()`): the error
    /// that says why, at its configuration.
    func refuseNotDrawn(_ widget: String) throws {
        if let notDrawn = program.notDrawn(widget) { throw SessionError(notDrawn.reason, at: notDrawn.range) }
    }

    /// Renders the entry the widget shows now, for one family.
    public func render(widget: String, family familyName: String, options renderOptions: RenderOptions = RenderOptions()) throws -> RenderOutcome {
        let family = try self.family(familyName, for: widget)
        let (snapshot, resolved) = try timeline(widget: widget, family: family.rawValue)
        var problems: [SessionError] = storeWarnings
        storeWarnings = []
        var entry: Value?
        var isPlaceholder = false
        switch resolved {
        case .configured: break
        case .unconfigured(let reason):
            problems.append(SessionError("widget '\(widget)' is not configured: \(reason); run 'widgetry configure'"))
            let node = unconfiguredView(widget, reason: reason)
            return RenderOutcome(result: WidgetRenderer.render(node, family: family, options: renderOptions), family: family,
                                 entryDate: nil, problems: problems, isPlaceholder: true)
        case .failed(let error) where error.isTimelineNeverGiven: runtimeWarnings.append(error)
        case .failed(let error): problems.append(error)
        }
        let shown = snapshot?.entryIndex(at: now)
        if let snapshot, let shown { entry = snapshot.entries[shown] }
        if entry == nil {
            entry = try placeholderEntry(widget: widget, family: family.rawValue)
            isPlaceholder = true
        }
        let drawn = try drawnBody(widget: widget, entry: entry ?? .null, family: family.rawValue)
        var node = drawn.node
        // Notes from the body (an asset colour that is not there).
        problems += storeWarnings
        storeWarnings = []
        // A failed timeline: the last good entry (or the placeholder) with the error inside the frame.
        var failure: String?
        if case .failed(let error) = resolved { failure = snapshot?.staleError ?? error.message }
        // Images that draw as the box: located problems, the first one in the frame too. In a Swift module they are
        // warnings: SwiftUI draws the widget all the same (an image it lacks as nothing, logged; an SVG as the picture).
        let imageNotes = imageProblems(in: node)
        if !program.tree.isSwift { problems += imageNotes }
        if let stale = failure ?? imageNotes.first.map(imageLine) {
            node = ViewNode(.vStack(alignment: .leading, spacing: 0, children: [
                node.modifier(ViewModifier.frame(Frame(maxWidth: .infinity, maxHeight: .infinity))),
                ViewNode(.text("⚠ " + TerminalText.sanitize(stale))).modifier(.lineLimit(1)).modifier(.foregroundStyle(.named(.red))),
            ]))
        }
        layoutFailures = []
        let result = WidgetRenderer.render(node, family: family, options: renderOptions)
        problems += layoutFailures
        layoutFailures = []
        let retryAt = failure == nil ? nil : try snapshot?.retryAt ?? retryState(widget: widget)?.nextAttempt
        // A warning an uncaught error repeats (the refusal the timeline failed with) is said once, by the error.
        let warnings = runtimeWarnings.filter { warning in !problems.contains { $0.message.contains(warning.message) } }
            + (program.tree.isSwift ? imageNotes : [])
        runtimeWarnings = []
        return RenderOutcome(result: result, family: family, entryDate: shown.flatMap { snapshot?.dates[$0] },
                             problems: problems, isPlaceholder: isPlaceholder, retryAt: retryAt, showsLiveClock: drawn.showsLiveClock,
                             warnings: warnings)
    }

    /// Evaluates the widget's `body(entry)` for a family.
    public func body(widget: String, entry: Value, family: String) throws -> ViewNode {
        try drawnBody(widget: widget, entry: entry, family: family).node
    }

    /// The widget's body for a family, and whether it shows the time going by.
    func drawnBody(widget: String, entry: Value, family: String) throws -> (node: ViewNode, showsLiveClock: Bool) {
        try refuseNotDrawn(widget)
        guard let decl = program.widget(widget), let body = decl.body else { throw SessionError("widget '\(widget)' has no body") }
        let interpreter = self.interpreter()
        interpreter.family = family
        // (A custom layout's code runs while the widget is laid out, after this: its errors are the frame's warnings.)
        interpreter.layoutProblems = { [weak self] in self?.layoutFailures.append(SessionError($0.message, at: $0.range)) }
        let env = Environment(parent: nil)
        if let parameter = body.parameters.first { env.define(LocalKey(parameter.name, declaredAt: parameter.range), entry) }
        do {
            var node = interpreter.combine(try interpreter.within(.view) { try interpreter.buildViews(body.body, env) })
            // `.contentMarginsDisabled()` on the widget's configuration.
            if case .bool(true)? = decl.property("contentMarginsDisabled")?.value.kind { node = node.modifier(.contentMarginsDisabled) }
            if !interpreter.geometryReaders.isEmpty, let drawn = WidgetFamily(name: family) {
                node = try interpreter.resolveGeometryReaders(node, family: drawn)
            }
            storeWarnings += interpreter.notes.map { SessionError($0.message, at: $0.range) }
            return (node, interpreter.showsLiveClock)
        } catch let error as RuntimeError {
            throw SessionError(error.message, at: error.range)
        } catch is OptionalChainNil {
            throw SessionError("an optional chain was nil", at: body.range)
        }
    }

    func unconfiguredView(_ widget: String, reason: String) -> ViewNode {
        var title = widget
        if case .string(let parts)? = program.widget(widget)?.property("displayName")?.value.kind, case .text(let t)? = parts.first { title = t }
        return ViewNode(.vStack(alignment: .center, spacing: nil, children: [
            ViewNode(.text(title)).modifier(.fontWeight(.bold)),
            ViewNode(.text("Not configured")).modifier(.foregroundStyle(.secondary)),
            ViewNode(.text(reason)).modifier(.foregroundStyle(.secondary)).modifier(.lineLimit(2)),
        ]))
    }

    /// Renders a preview's entry (no store access needed for the entry itself).
    public func renderEntry(widget: String, entry: Value, family familyName: String, options: RenderOptions = RenderOptions()) throws -> RenderResult {
        let family = try self.family(familyName, for: widget)
        let node = try body(widget: widget, entry: entry, family: family.rawValue)
        layoutFailures = []
        let result = WidgetRenderer.render(node, family: family, options: options)
        // (A custom layout's code that failed while the preview was laid out fails the preview.)
        if let failure = layoutFailures.first {
            layoutFailures = []
            throw failure
        }
        return result
    }
}
