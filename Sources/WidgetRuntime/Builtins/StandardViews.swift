/// SwiftUI's views, as far as a widget uses them.
enum StandardViews {
    static func register(in registry: inout BuiltinRegistry) {
        let views: [BuiltinCallable] = [
            .init("Text", ["_", "verbatim", "_ style", "_ format",
                           "timerInterval:ClosedRange<Date> pauseTime? countsDown?:Bool showsHours?:Bool"], result: .text),
            .init("Image", ["systemName", "_"], result: .image),
            .init("Label", ["_ systemImage", "_ image", "{}! icon{}"], result: .view),
            .init("Button", ["intent {}!", "_ intent"], result: .view),
            .init("Toggle", ["isOn intent {}!", "_ isOn intent"], result: .view),
            .init("VStack", ["alignment? spacing? {}!"], result: .view),
            .init("HStack", ["alignment? spacing? {}!"], result: .view),
            .init("ZStack", ["alignment? {}!"], result: .view),
            .init("ForEach", ["_ id? {}!"], result: .view),
            .init("Group", ["{}!"], result: .view),
            .init("ViewThatFits", ["in? {}!"], result: .view),
            .init("Spacer", ["minLength?"], result: .view),
            .init("Divider", [""], result: .view),
            .init("EmptyView", [""], result: .view),
            .init("ProgressView", ["value? total? {}", "_ value total?", "timerInterval:ClosedRange<Date> countsDown? {} currentValueLabel{}"], result: .view)
                .noted("a bar filled to value / total; with timerInterval: by the share left (elapsed when countsDown is false) at the render's time, drawn again every second in watch until the end"),
            .init("Gauge", ["value in? {}! currentValueLabel{} minimumValueLabel{} maximumValueLabel{}"], result: .view).noted("labels drawn as its .gaugeStyle places them"),
            .init("Link", ["_ destination", "destination {}!"], result: .view),
            .init("Circle", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Capsule", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Rectangle", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Ellipse", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("ContainerRelativeShape", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("RoundedRectangle", ["cornerRadius"], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Color", ["_ bundle?", "hex", "red green blue opacity?", "white opacity?", "uiColor:UIColor"], result: .color)
                .noted("an opacity: argument has no effect; Color(\"Name\") is Assets.xcassets/Name.colorset beside the widget, its light entry, or its dark one with --appearance dark"),
        ]
        for view in views { registry.register(view: view) }
    }
}
