import Foundation

/// The views, shapes, text, image, colour and font forms widgets write (the
/// probe's list, /work/brief/probe/views.txt grown): every one must check and
/// draw — drawn, approximated, or accepted with a located note or warning.
/// `Image("pic")` and `Color("Brand")` are left out: a missing asset is a warning and a located
/// problem where it is drawn, by design (AssetColorTests, SwiftUIFontAndAssetTests).
enum SwiftUIViewList {
    static var forms: [String] { firstHalf + secondHalf }

    static let firstHalf: [String] = #"""
    ViewThatFits { Text("long long"); Text("s") }
    ViewThatFits(in: .horizontal) { Text("long long"); Text("s") }
    ZStack(alignment: .bottomTrailing) { Color.red; Text("x") }
    HStack(alignment: .firstTextBaseline, spacing: 2) { Text("x") }
    HStack(alignment: .lastTextBaseline) { Text("x") }
    VStack(alignment: .trailing, spacing: 0) { Text("x") }
    LazyVStack(alignment: .leading, spacing: 2) { Text("x") }
    LazyHStack { Text("x") }
    Divider()
    Spacer()
    Spacer(minLength: 0)
    EmptyView()
    Group { Text("x") }
    ForEach(0..<3) { i in Text("\(i)") }
    ForEach(0..<3, id: \.self) { i in Text("\(i)") }
    ForEach(["a", "b"], id: \.self) { s in Text(s) }
    ForEach(Array(["a", "b"].enumerated()), id: \.offset) { i, s in Text(s) }
    Section { Text("x") }
    Section(header: Text("h")) { Text("x") }
    Toggle(isOn: true, intent: I()) { Text("x") }
    Toggle("x", isOn: true, intent: I())
    Button(intent: I()) { Text("x") }
    Button("x", intent: I())
    Button("x") { }
    Button(action: { }) { Text("x") }
    Button("x", systemImage: "star", intent: I())
    Link(destination: URL(string: "app://x")!) { Text("x") }
    Link("x", destination: URL(string: "app://x")!)
    Label("x", systemImage: "star")
    Label { Text("x") } icon: { Image(systemName: "star") }
    Label("x", image: "pic")
    Image(systemName: "star.fill")
    Image(systemName: "star", variableValue: 0.5)
    Image(systemName: "star").resizable().frame(width: 10, height: 10)
    Image(systemName: "star").renderingMode(.template)
    Image(systemName: "star").interpolation(.none)
    Image(systemName: "star").antialiased(true)
    Image(systemName: "star").resizable(capInsets: EdgeInsets(), resizingMode: .tile)
    Image(systemName: "star").widgetAccentedRenderingMode(.fullColor)
    Image(systemName: "star").symbolVariant(.fill)
    Gauge(value: 0.5) { Text("x") }
    Gauge(value: 5, in: 0...10) { Text("x") } currentValueLabel: { Text("5") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
    Gauge(value: 0.5, label: { Text("x") })
    ProgressView()
    ProgressView(value: 0.5)
    ProgressView(value: 5, total: 10)
    ProgressView("x", value: 0.5)
    ProgressView(value: 0.5) { Text("x") }
    ProgressView(value: 0.5) { Text("x") } currentValueLabel: { Text("50%") }
    ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(60), countsDown: true)
    Text(Date.now, style: .time)
    Text(Date.now, style: .date)
    Text(Date.now, style: .relative)
    Text(Date.now, style: .offset)
    Text(Date.now, style: .timer)
    Text(Date.now, format: .dateTime.hour().minute())
    Text(3.5, format: .number.precision(.fractionLength(1)))
    Text(0.25, format: .percent)
    Text(12, format: .currency(code: "USD"))
    Text(Date.now...Date.now.addingTimeInterval(60))
    Text(timerInterval: Date.now...Date.now.addingTimeInterval(60), countsDown: true)
    Text("x").foregroundColor(.red) + Text("y").bold()
    Text("**bold** and _it_")
    Text(verbatim: "x")
    Text(LocalizedStringKey("x"))
    Text("x", comment: "c")
    Text("x", tableName: "T")
    Text(Image(systemName: "star"))
    Text("\(Image(systemName: "star")) x")
    Text(AttributedString("x"))
    Text("x").font(.title).fontWeight(.bold).italic().underline().strikethrough()
    Text("x").textCase(.uppercase).kerning(1).tracking(1).baselineOffset(1)
    Text("x").foregroundStyle(.red).monospacedDigit()
    Color.red
    Color(red: 1, green: 0, blue: 0)
    Color(red: 1, green: 0, blue: 0, opacity: 0.5)
    Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
    Color(hue: 0.5, saturation: 1, brightness: 1)
    Color(white: 0.5)
    Color(white: 0.5, opacity: 0.5)
    Color(uiColor: .systemRed)
    Color(UIColor.systemBlue)
    Color.accentColor
    Color.primary
    Color.clear
    Color.red.opacity(0.5)
    Color.red.gradient
    Color.red.mix(with: .blue, by: 0.5)
    Color.black.brightness(0.1)
    Circle()
    Circle().fill(.red)
    Circle().stroke(.red, lineWidth: 2)
    Circle().stroke(lineWidth: 2)
    Circle().stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
    Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [2, 2]))
    Circle().strokeBorder(.red, lineWidth: 2)
    Circle().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 2)
    Circle().inset(by: 2)
    Circle().rotation(.degrees(90))
    Circle().offset(x: 1, y: 1)
    Circle().scale(0.5)
    Circle().size(width: 10, height: 10)
    Circle().fill(.red).stroke(.blue, lineWidth: 1)
    Circle().fill(.red, style: FillStyle())
    Capsule()
    Capsule(style: .continuous)
    Rectangle()
    RoundedRectangle(cornerRadius: 8)
    RoundedRectangle(cornerRadius: 8, style: .continuous)
    RoundedRectangle(cornerSize: CGSize(width: 8, height: 8))
    UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 8)
    UnevenRoundedRectangle(cornerRadii: .init(topLeading: 8, bottomLeading: 0, bottomTrailing: 0, topTrailing: 8))
    ContainerRelativeShape()
    ContainerRelativeShape().fill(.red)
    Ellipse()
    Path { p in p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10)) }
    Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.stroke(.red)
    AccessoryWidgetBackground()
    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)
    LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom)
    RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)
    AngularGradient(colors: [.red, .blue], center: .center)
    AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .degrees(0), endAngle: .degrees(360))
    EllipticalGradient(colors: [.red, .blue])
    GeometryReader { geo in Text("\(geo.size.width)") }
    GeometryReader { proxy in Rectangle().frame(width: proxy.size.width / 2) }
    Grid { GridRow { Text("a"); Text("b") } }
    Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 1) { GridRow { Text("a") } }
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("a"); Text("b") }
    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) { Text("a") }
    LazyHGrid(rows: [GridItem(.fixed(10))]) { Text("a") }
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) { Text("a") }
    ScrollView { Text("x") }
    List { Text("x") }
    Canvas { context, size in }
    TimelineView(.everyMinute) { context in Text("x") }
    TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
    ControlGroup { Text("x") }
    ShareLink(item: URL(string: "https://x")!)
    Menu("x") { Text("y") }
    DatePicker("x", selection: .constant(Date.now))
    TextField("x", text: .constant(""))
    Stepper("x", value: .constant(1))
    Slider(value: .constant(0.5))
    NavigationStack { Text("x") }
    ContentUnavailableView("x", systemImage: "star")
    ContentUnavailableView("x", systemImage: "star", description: Text("y"))
    LabeledContent("x", value: "y")
    LabeledContent("x") { Text("y") }
    GroupBox { Text("x") }
    GroupBox("x") { Text("y") }
    DisclosureGroup("x") { Text("y") }
    """#.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
