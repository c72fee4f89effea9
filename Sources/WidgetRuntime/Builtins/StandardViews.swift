/// SwiftUI's views, as far as a widget uses them.
enum StandardViews {
    static func register(in registry: inout BuiltinRegistry) {
        let views: [BuiltinCallable] = [
            .init("Text", ["_", "verbatim", "_ style", "_ format", "_ tableName? bundle? comment?",
                           "timerInterval:ClosedRange<Date> pauseTime? countsDown?:Bool showsHours?:Bool"], result: .text),
            .init("Label", ["_ systemImage", "_ image", "{}! icon{}", "title icon"], result: .view),
            .init("Button", ["intent {}!", "intent label", "_ intent", "_ systemImage intent", "_ image intent",
                             "action {}!", "action label", "role? action {}!", "_ role? action", "_ systemImage role? action", "role? {}! label{}",
                             "_ role? {}!", "_ systemImage role? {}!"], result: .view)
                .noted("with an intent, a tap runs it; with an action closure (as Button(\"x\") { … }) it is drawn, and a tap does nothing, as in a widget since iOS 17 (a check-time note)"),
            .init("Toggle", ["isOn intent {}!", "isOn intent label", "_ isOn intent", "isOn {}!", "isOn label", "_ isOn"], result: .view)
                .noted("with an intent, a tap runs it; without one (isOn: .constant(true), a Binding) it is drawn, and a tap does nothing, as in a widget (a check-time note)"),
            .init("VStack", ["alignment?:HorizontalAlignment spacing? {}!"], result: .view),
            .init("HStack", ["alignment?:VerticalAlignment spacing? {}!"], result: .view),
            .init("ZStack", ["alignment?:Alignment {}!"], result: .view),
            .init("ForEach", ["_ id? {}!"], result: .view),
            .init("Group", ["{}!"], result: .view),
            .init("ViewThatFits", ["in? {}!"], result: .view),
            .init("Spacer", ["minLength?"], result: .view),
            .init("Divider", [""], result: .view),
            .init("EmptyView", [""], result: .view),
            .init("ProgressView", ["value? total? {} currentValueLabel{}", "value total? label currentValueLabel?", "_ value total?", "_", "timerInterval:ClosedRange<Date> countsDown? {} currentValueLabel{}",
                                   "timerInterval:ClosedRange<Date> countsDown? label currentValueLabel?"], result: .view)
                .noted("a bar filled to value / total; with timerInterval: by the share left (elapsed when countsDown is false) at the render's time, drawn again every second in watch until the end"),
            .init("Gauge", ["value in? {}! currentValueLabel{} minimumValueLabel{} maximumValueLabel{}",
                            "value in? label currentValueLabel? minimumValueLabel? maximumValueLabel?"], result: .view).noted("labels drawn as its .gaugeStyle places them"),
            .init("Link", ["_ destination", "destination {}!", "destination label"], result: .view),
            .init("Circle", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Capsule", ["style?:RoundedCornerStyle"], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Rectangle", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("Ellipse", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("ContainerRelativeShape", [""], result: .shape).noted("fills the size offered, in half-block pixels"),
            .init("RoundedRectangle", ["cornerRadius style?:RoundedCornerStyle", "cornerSize style?:RoundedCornerStyle"], result: .shape)
                .noted("fills the size offered, in half-block pixels; cornerSize's width is the radius; style (.continuous) is drawn as .circular"),
            .init("Color", ["_ bundle?", "hex", "red green blue opacity?", "_ red green blue opacity?", "white opacity?", "_ white opacity?",
                            "hue saturation brightness opacity?", "uiColor:UIColor"], result: .color)
                .noted("an opacity: argument has no effect; a colour space (.sRGB, .displayP3) is read as sRGB; hue, saturation and brightness are converted to red, green and blue; Color(\"Name\") is Assets.xcassets/Name.colorset beside the widget, its light entry, or its dark one with --appearance dark"),
        ]
        for view in views { registry.register(view: view) }
    }
}
