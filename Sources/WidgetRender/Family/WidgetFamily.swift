/// The sizes a widget comes in, in cells, the rounded border included.
public enum WidgetFamily: String, Sendable, Hashable, Codable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// iOS 27 and visionOS: the extra-large widget standing upright.
    case systemExtraLargePortrait
    case accessoryRectangular, accessoryInline, accessoryCircular
    /// watchOS: a corner of the watch face, a small circle of content whose `.widgetLabel` curves along the edge.
    case accessoryCorner

    /// `"systemSmall"`, `".systemSmall"` or `"small"` (also `"rectangular"`,
    /// `"inline"`, `"circular"`, `"extraLarge"`), as `--family` takes it.
    public init?(name: String) {
        var key = Substring(name)
        if key.first == "." { key = key.dropFirst() }
        if let family = WidgetFamily(rawValue: String(key)) {
            self = family
            return
        }
        let lowered = key.lowercased()
        guard let family = WidgetFamily.allCases.first(where: {
            let raw = $0.rawValue.lowercased()
            return raw == lowered || raw == "system" + lowered || raw == "accessory" + lowered
        }) else { return nil }
        self = family
    }

    /// The whole box, border included.
    public var size: CellSize {
        switch self {
        case .systemSmall: return CellSize(width: 22, height: 11)
        case .systemMedium: return CellSize(width: 46, height: 11)
        case .systemLarge: return CellSize(width: 46, height: 23)
        case .systemExtraLarge: return CellSize(width: 94, height: 23)
        case .systemExtraLargePortrait: return CellSize(width: 46, height: 47)
        case .accessoryRectangular: return CellSize(width: 22, height: 4)
        case .accessoryInline: return CellSize(width: 40, height: 1)
        case .accessoryCircular: return CellSize(width: 7, height: 4)
        case .accessoryCorner: return CellSize(width: 7, height: 4)
        }
    }

    /// Whether the family is drawn in a rounded `╭╮╰╯` box.
    public var hasBorder: Bool { self != .accessoryInline }

    /// Space kept free between the border and the content (WidgetKit's
    /// default content margins): one column on each side for the system
    /// families, none for accessories. No rows: WidgetKit's 16 pt would be a
    /// whole row, and the rows of a terminal widget are too few to give away.
    public var contentMargins: CellSize {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return CellSize(width: 1, height: 0)
        case .accessoryRectangular, .accessoryInline, .accessoryCircular, .accessoryCorner: return .zero
        }
    }

    /// Inside the border.
    var interior: CellRect {
        let inset = hasBorder ? 1 : 0
        return CellRect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
    }

    /// Where the content is laid out: the interior less the content margins (the interior where the widget
    /// disables them).
    public func contentArea(marginsDisabled: Bool = false) -> CellRect {
        let inner = interior
        let margins = marginsDisabled ? .zero : contentMargins
        return CellRect(x: inner.x + margins.width, y: inner.y + margins.height,
                        width: inner.width - 2 * margins.width, height: inner.height - 2 * margins.height)
    }
}
