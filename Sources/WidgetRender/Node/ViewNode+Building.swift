/// Building view trees in Swift the way SwiftUI reads:
/// `.vStack([.text("Hi").bold(), .divider]).padding(.all, 8)`.
extension ViewNode {
    public static func text(_ text: String) -> ViewNode { ViewNode(.text(text)) }
    public static func image(systemName: String) -> ViewNode { ViewNode(.systemImage(systemName)) }
    public static func imageData(width: Double? = nil, height: Double? = nil) -> ViewNode {
        ViewNode(.imageData(width: width, height: height))
    }
    public static func picture(_ image: PixelImage?, resizable: Bool = false, contentMode: ContentMode? = nil) -> ViewNode {
        ViewNode(.picture(Picture(image: image, resizable: resizable, contentMode: contentMode)))
    }
    public static func label(_ title: String, systemImage: String) -> ViewNode {
        ViewNode(.label(title: .text(title), icon: .image(systemName: systemImage)))
    }
    public static func button(_ action: ButtonAction, _ label: ViewNode) -> ViewNode {
        ViewNode(.button(action: action, label: label))
    }
    public static func toggle(isOn: Bool, action: ButtonAction? = nil, _ label: ViewNode) -> ViewNode {
        ViewNode(.toggle(isOn: isOn, action: action, label: label))
    }
    public static func link(_ url: String, _ label: ViewNode) -> ViewNode { ViewNode(.link(url: url, label: label)) }
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                              _ children: [ViewNode]) -> ViewNode {
        ViewNode(.vStack(alignment: alignment, spacing: spacing, children: children))
    }
    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                              _ children: [ViewNode]) -> ViewNode {
        ViewNode(.hStack(alignment: alignment, spacing: spacing, children: children))
    }
    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.zStack(alignment: alignment, children: children))
    }
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
    public static var spacer: ViewNode { ViewNode(.spacer(minLength: nil)) }
    public static var divider: ViewNode { ViewNode(.divider) }
    public static var empty: ViewNode { ViewNode(.empty) }
    public static func progress(value: Double?, total: Double = 1, label: ViewNode? = nil) -> ViewNode {
        ViewNode(.progress(value: value, total: total, label: label))
    }
    public static func gauge(value: Double, in range: ClosedRange<Double> = 0...1, label: ViewNode? = nil) -> ViewNode {
        ViewNode(.gauge(GaugeView(value: value, minimum: range.lowerBound, maximum: range.upperBound, label: label)))
    }
    public static func viewThatFits(in axes: Axis.Set = .both, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.viewThatFits(axes: axes, children: children))
    }

    public func font(_ font: Font) -> ViewNode { modifier(.font(font)) }
    public func fontWeight(_ weight: FontWeight) -> ViewNode { modifier(.fontWeight(weight)) }
    public func bold(_ on: Bool = true) -> ViewNode { modifier(.bold(on)) }
    public func italic(_ on: Bool = true) -> ViewNode { modifier(.italic(on)) }
    public func underline(_ on: Bool = true) -> ViewNode { modifier(.underline(on)) }
    public func strikethrough(_ on: Bool = true) -> ViewNode { modifier(.strikethrough(on)) }
    public func foregroundStyle(_ style: ColorStyle) -> ViewNode { modifier(.foregroundStyle(style)) }
    public func background(_ style: ColorStyle) -> ViewNode { modifier(.background(style)) }
    public func overlay(alignment: Alignment = .center, _ content: ViewNode) -> ViewNode { modifier(.overlay(content, alignment: alignment)) }
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        modifier(.padding(edges, length))
    }
    public func padding(_ length: Double) -> ViewNode { modifier(.padding(.all, length)) }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(Frame(width: width, height: height, alignment: alignment)))
    }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(Frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                              alignment: alignment)))
    }
    public func lineLimit(_ limit: Int?) -> ViewNode { modifier(.lineLimit(limit)) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode {
        modifier(.multilineTextAlignment(alignment))
    }
    public func truncationMode(_ mode: TruncationMode) -> ViewNode { modifier(.truncationMode(mode)) }
    public func minimumScaleFactor(_ factor: Double) -> ViewNode { modifier(.minimumScaleFactor(factor)) }
    public func clipShape(_ shape: ClipShape) -> ViewNode { modifier(.clipShape(shape)) }
    public func buttonStyle(_ style: ButtonStyle) -> ViewNode { modifier(.buttonStyle(style)) }
    public func containerBackground(_ style: ColorStyle) -> ViewNode { modifier(.containerBackground(style)) }
    public func widgetURL(_ url: String) -> ViewNode { modifier(.widgetURL(url)) }
}
