import Foundation

/// The views, shapes, text, image, colour and font forms widgets write (the
/// probe's list, /work/brief/probe/views.txt grown): every one must check and
/// draw — drawn, approximated, or accepted with a located note or warning.
/// `Image("pic")` and `Color("Brand")` are left out: a missing asset is a warning and a located
/// problem where it is drawn, by design (AssetColorTests, SwiftUIFontAndAssetTests).
enum SwiftUIViewList {
    static let forms: [String] = #"""
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
    Form { Text("x") }
    Text("x").font(.custom("Avenir", size: 12))
    Text("x").font(.custom("Avenir", fixedSize: 12))
    Text("x").font(Font.custom("Avenir", size: 12, relativeTo: .body))
    Text("x").font(.system(size: 12, weight: .bold, design: .rounded))
    Text("x").font(.system(.body, design: .monospaced))
    Text("x").font(.system(.title, design: .rounded, weight: .bold))
    Text("x").font(Font.system(size: 40).leading(.tight))
    Text("x").font(.body.width(.condensed))
    Text("x").font(.caption.weight(.semibold).italic())
    Text("x").font(.title.bold().monospaced())
    Text("x").font(.headline.lowercaseSmallCaps())
    Text("x").font(.system(size: 12).monospacedDigit())
    Text("x").font(.largeTitle.smallCaps())
    Image(systemName: "star").renderingMode(.original)
    Image(systemName: "star").symbolRenderingMode(.multicolor)
    Image(systemName: "star").imageScale(.large)
    Image(systemName: "star").resizable().scaledToFit().frame(width: 20)
    Image(systemName: "star").resizable(resizingMode: .stretch)
    Button("x", role: .destructive) { }
    Button("x", systemImage: "star") { }
    Button(action: { }, label: { Text("x") })
    Button("x", action: { })
    Button(intent: I()) { Label("x", systemImage: "star") }.buttonStyle(.plain)
    Text("x") + Text(Image(systemName: "star"))
    Capsule().stroke(.red, lineWidth: 2)
    RoundedRectangle(cornerRadius: 8).strokeBorder(style: StrokeStyle(lineWidth: 2))
    RoundedRectangle(cornerRadius: 8, style: .circular).fill(.red)
    Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    Circle().trim(from: 0, to: 0.75).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round)).rotationEffect(.degrees(-90))
    Circle().trim(from: 0, to: 0.5).rotation(.degrees(90)).stroke(.red, lineWidth: 2)
    Circle().fill(Color.red.opacity(0.3))
    Ellipse().fill(.blue.gradient)
    Rectangle().size(CGSize(width: 10, height: 10))
    EllipticalGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
    EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])
    Section { Text("x") } header: { Text("h") } footer: { Text("f") }
    Section("t") { Text("x") }
    GroupBox { Text("x") } label: { Label("l", systemImage: "star") }
    LabeledContent { Text("v") } label: { Text("l") }
    ContentUnavailableView { Label("x", systemImage: "star") } description: { Text("y") }
    TimelineView(.explicit([Date.now])) { context in Text("x") }
    TimelineView(.animation) { context in Text(context.date, style: .timer) }
    LazyVStack(pinnedViews: [.sectionHeaders]) { Section { Text("x") } }
    SecureField("x", text: .constant(""))
    TextEditor(text: .constant(""))
    TabView { Text("x") }
    NavigationView { Text("x") }
    NavigationLink("x", destination: Text("y"))
    ColorPicker("x", selection: .constant(Color.red))
    Map()
    List(["a"], id: \.self) { s in Text(s) }
    ScrollView(.horizontal, showsIndicators: false) { Text("x") }
    Menu { Text("a") } label: { Text("x") }
    DisclosureGroup { Text("y") } label: { Text("x") }
    Stepper(value: .constant(1), in: 0...10) { Text("x") }
    Slider(value: .constant(0.5), in: 0...1)
    DatePicker("x", selection: .constant(Date.now), displayedComponents: .date)
    Picker("x", selection: .constant(1)) { Text("a") }
    EditButton()
    Label("x", systemImage: "star").labelStyle(.iconOnly)
    Toggle(isOn: .constant(true)) { Text("x") }
    Toggle("x", isOn: .constant(true))
    ProgressView(value: 0.5, total: 1) { Text("x") }
    ProgressView(value: 0.5, label: { Text("x") }, currentValueLabel: { Text("50%") })
    ProgressView("Loading")
    ProgressView { Text("Loading") }
    Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity)
    Text("x").font(.title).bold()
    Path { p in p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 60, y: 60)); p.addLine(to: CGPoint(x: 120, y: 0)) }.stroke(.red, lineWidth: 2)
    Path { p in p.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80)) }.fill(.blue)
    Path { p in p.addArc(center: CGPoint(x: 40, y: 40), radius: 30, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false); p.closeSubpath() }
    Path { p in p.move(to: .zero); p.addQuadCurve(to: CGPoint(x: 80, y: 0), control: CGPoint(x: 40, y: 60)) }.stroke(lineWidth: 1)
    Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 40)]); p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 40), cornerSize: CGSize(width: 4, height: 4)) }
    Path(CGRect(x: 0, y: 0, width: 40, height: 20))
    Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).stroke(.green)
    Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
    Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red)) }
    Button(intent: I(), label: { Text("x") })
    Toggle(isOn: true, intent: I(), label: { Text("x") })
    Link(destination: URL(string: "app://x")!, label: { Text("x") })
    Label("x", systemImage: "star").labelStyle(.titleAndIcon)
    ProgressView().progressViewStyle(.circular)
    ProgressView(value: 0.5).progressViewStyle(.linear)
    Gauge(value: 0.5) { Text("x") }.tint(Gradient(colors: [.red, .blue]))
    Text("x").foregroundStyle(.red.gradient)
    Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    Rectangle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40))
    Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
    Rectangle().fill(.ellipticalGradient(colors: [.red, .blue]))
    AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
    AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .zero)
    RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 40)
    Circle().strokeBorder(lineWidth: 2)
    Circle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2))
    Capsule().fill(.red).frame(width: 40, height: 8)
    Rectangle().frame(height: 1)
    ContainerRelativeShape().inset(by: 4)
    Text(.now, style: .time)
    Text("x").font(.system(size: 12, weight: .bold)).foregroundStyle(.secondary)
    Image(systemName: "star").font(.system(size: 20))
    Image(systemName: "star.fill").foregroundStyle(.yellow)
    Color(uiColor: .secondarySystemBackground)
    Color(.systemGray6)
    Color.white.opacity(0.1)
    Color(red: 0.1, green: 0.2, blue: 0.3).opacity(0.5)
    Color.primary.opacity(0.1)
    RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2))
    RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1)
    Rectangle().fill(Color.red).frame(maxWidth: .infinity)
    Circle().trim(from: 0, to: 0.3).stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
    Text("x").font(.title3.weight(.heavy).monospacedDigit())
    Text("x").font(Font.title.weight(.bold))
    Text("x").font(.system(size: 14, design: .monospaced))
    Text("x").font(.system(.caption2, weight: .medium))
    Text("x").fontDesign(.serif)
    Image(systemName: "star").imageScale(.small)
    Image(uiImage: UIImage(named: "pic") ?? UIImage())
    Text(verbatim: "x").font(.body)
    Spacer(minLength: 4)
    Divider().frame(height: 1)
    HStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Circle() } }
    Section(footer: Text("f")) { Text("x") }
    ShareLink("Share", item: URL(string: "https://x")!)
    NavigationLink(destination: Text("y")) { Text("x") }
    Toggle(isOn: .constant(true)) { Text("x") }.toggleStyle(.switch)
    Label(title: { Text("x") }, icon: { Image(systemName: "star") })
    Text("x", bundle: .main)
    Text(String(localized: "x"))
    Text(Date.now, format: .relative(presentation: .named))
    Image(systemName: "star", variableValue: 0.5).symbolRenderingMode(.hierarchical)
    Gauge(value: 0.5, in: 0...1, label: { Text("x") }, currentValueLabel: { Text("50") })
    ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(60), countsDown: true, label: { Text("x") }, currentValueLabel: { Text("y") })
    ProgressView(value: 0.5, total: 1, label: { Text("x") })
    Image(systemName: "star").accessibilityLabel("x")
    Link("x", destination: URL(string: "app://x")!).foregroundStyle(.blue)
    Text("x").foregroundStyle(.tint)
    HStack { Image(systemName: "star"); Text("x") }.font(.caption)
    VStack(alignment: .leading, spacing: 4) { Text("x"); Text("y").font(.caption).foregroundStyle(.secondary) }
    ZStack { ContainerRelativeShape().fill(.blue.gradient); Text("x") }
    Circle().fill(.red).overlay { Text("1") }
    Circle().frame(width: 20, height: 20).foregroundStyle(.green)
    Capsule().fill(.quaternary)
    Ellipse().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))
    Rectangle().fill(.clear).frame(height: 8)
    RoundedRectangle(cornerRadius: 4, style: .continuous).stroke(lineWidth: 1)
    Path { path in path.move(to: CGPoint(x: 0, y: 8)); path.addLine(to: CGPoint(x: 100, y: 8)) }.stroke(style: StrokeStyle(lineWidth: 1, dash: [2]))
    GeometryReader { geo in Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: geo.size.width, y: geo.size.height)) }.stroke(.red) }
    Text("x").font(.system(size: 40, weight: .heavy, design: .rounded)).minimumScaleFactor(0.5)
    TimelineView(.everyMinute) { context in Text(context.date, format: .dateTime.hour().minute()) }
    ContentUnavailableView.search
    Toggle(isOn: .constant(false)) { Label("x", systemImage: "star") }
    Button { } label: { Text("x") }
    Button(role: .cancel) { } label: { Image(systemName: "xmark") }
    """#.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
