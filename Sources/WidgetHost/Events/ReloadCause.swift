/// Why the host draws a widget again; shown in the status line and in the
/// header of each frame when the output is not a terminal.
public enum ReloadCause: Sendable, Hashable, CustomStringConvertible {
    case started
    case fileChanged
    case dataChanged(String)
    case storeChanged
    case nextEntry
    /// A timer view's second went by.
    case clockTick
    case policyReload
    case retry
    case reloadKey
    case button(Int)
    /// A number key with no button of that number: nothing was pressed.
    case noButton(Int)
    case family(String)
    case timelineLoaded
    case placeholder
    case added
    case removed
    case timelineShown

    public var description: String {
        switch self {
        case .started: return "started"
        case .fileChanged: return "file changed"
        case .dataChanged(let name): return "data changed: \(name)"
        case .storeChanged: return "store changed"
        case .nextEntry: return "next timeline entry"
        case .clockTick: return "clock tick (a timer view)"
        case .policyReload: return "timeline reload (policy)"
        case .retry: return "retry after an error"
        case .reloadKey: return "reload (r)"
        case .button(let number): return "button \(number) pressed"
        case .noButton(let number): return "key \(number): no such button"
        case .family(let name): return "family \(name) (f)"
        case .timelineLoaded: return "timeline loaded"
        case .placeholder: return "placeholder while the timeline loads"
        case .added: return "file added"
        case .removed: return "file removed"
        case .timelineShown: return "timeline (t)"
        }
    }

    /// Whether a frame is printed even when it looks exactly like the last one:
    /// the user did something and expects to see that it happened.
    var alwaysShows: Bool {
        switch self {
        case .started, .fileChanged, .dataChanged, .reloadKey, .button, .family, .added, .removed: return true
        case .noButton, .storeChanged, .nextEntry, .clockTick, .policyReload, .retry, .timelineLoaded, .placeholder, .timelineShown: return false
        }
    }
}
