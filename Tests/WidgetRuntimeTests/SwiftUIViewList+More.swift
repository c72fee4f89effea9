import Foundation

extension SwiftUIViewList {
    /// The rest of the list (files stay small).
    static let secondHalf: [String] = #"""
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
    Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadii: RectangleCornerRadii(topLeading: 8, topTrailing: 8), style: .continuous)
    Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 4, height: 4))
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
