/// `Grid`, `LazyVGrid` and `LazyHGrid`: views in rows and columns.
public struct GridView: Sendable, Hashable {
    public enum Layout: Sendable, Hashable {
        /// `Grid { GridRow { … } }`: each `GridRow`'s views are cells of one
        /// row, a column as wide as its widest cell; any other view spans the row.
        case rows
        /// `LazyVGrid(columns:)` (`.vertical`: the views fill the columns row
        /// by row) and `LazyHGrid(rows:)` (`.horizontal`: they fill the rows
        /// column by column).
        case lazy(axis: Axis, items: [GridItem])
    }

    public var layout: Layout
    /// Where a cell sits in its slot (`Grid`'s `alignment:`); a lazy grid's
    /// `alignment:` places its tracks inside its width or height.
    public var alignment: Alignment
    /// Points between columns and between rows; nil is SwiftUI's default (8 pt).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var children: [ViewNode]

    public init(layout: Layout, alignment: Alignment = .center, horizontalSpacing: Double? = nil,
                verticalSpacing: Double? = nil, children: [ViewNode]) {
        self.layout = layout
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.children = children
    }
}

/// `GridItem(.flexible(minimum:maximum:), spacing:, alignment:)`: one column
/// of a `LazyVGrid` (one row of a `LazyHGrid`). Lengths are points.
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit in the item's share.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// Points after this track; nil is the default 8 pt.
    public var spacing: Double?
    /// Where a view sits in its cell; nil is `.center`.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
