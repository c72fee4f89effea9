/// Every SwiftUI modifier call the modifier probe writes (the list of
/// /work/brief/probe/mods.txt and the iOS 17/18 ones added since), one a line:
/// each is drawn, approximated or accepted with a located note — never
/// "unknown", never "check passes, then render fails". `ModifierProbeTests`
/// checks and renders them all; `StillFrameModifierTests` takes each noted
/// modifier's sample call from here.
enum ModifierProbeList {
    static let calls: [String] = text.split(separator: "\n").map(String.init)

    /// A Swift widget drawing `Text("n")` with the n-th call, one a line (the
    /// first call on line `firstCallLine`), in a view with `@Namespace var ns`.
    static func swiftSource(_ calls: [String]) -> String {
        let texts = calls.enumerated().map { "            Text(\"\($0.offset)\").\($0.element)" }.joined(separator: "\n")
        return """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry {
            let date: Date
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now)], policy: .never))
            }
        }

        struct V: View {
            var entry: Entry
            @Namespace private var ns
            var body: some View {
                VStack {
        \(texts)
                }
            }
        }

        struct W: Widget {
            let kind = "W"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in V(entry: entry) }
            }
        }
        """
    }

    /// The line of the first call in `swiftSource`.
    static let firstCallLine = 21

    private static let text = #"""
frame(width: 10, height: 10, alignment: .center)
frame(minWidth: 0, idealWidth: 10, maxWidth: .infinity, minHeight: 0, idealHeight: 10, maxHeight: .infinity, alignment: .topLeading)
fixedSize()
fixedSize(horizontal: false, vertical: true)
layoutPriority(1)
padding()
padding(8)
padding(.horizontal, 8)
padding([.top, .bottom], 4)
padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
offset(x: 1, y: 2)
offset(CGSize(width: 1, height: 2))
offset(y: 3)
position(x: 10, y: 10)
position(CGPoint(x: 1, y: 2))
alignmentGuide(.leading) { d in d[.leading] }
alignmentGuide(HorizontalAlignment.center) { d in d.width / 2 }
coordinateSpace(name: "x")
coordinateSpace(.named("x"))
safeAreaInset(edge: .bottom) { Text("x") }
safeAreaPadding(8)
safeAreaPadding(.horizontal, 8)
ignoresSafeArea()
ignoresSafeArea(edges: .all)
edgesIgnoringSafeArea(.all)
containerRelativeFrame(.horizontal)
containerRelativeFrame(.horizontal, count: 2, spacing: 4)
aspectRatio(contentMode: .fit)
aspectRatio(1, contentMode: .fill)
aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
scaledToFit()
scaledToFill()
clipped()
clipped(antialiased: true)
clipShape(Circle())
clipShape(RoundedRectangle(cornerRadius: 8))
clipShape(.rect(cornerRadius: 8))
clipShape(.capsule)
clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
cornerRadius(8)
cornerRadius(8, antialiased: true)
mask { Circle() }
mask(alignment: .center) { Circle() }
overlay { Text("y") }
overlay(alignment: .topTrailing) { Text("y") }
overlay(Circle().stroke(Color.red, lineWidth: 1))
overlay(Color.red, in: Circle())
background(.red)
background(Color.red)
background { Color.red }
background(alignment: .leading) { Color.red }
background(Color.red, in: RoundedRectangle(cornerRadius: 4))
background(in: Capsule())
background(.ultraThinMaterial, in: Capsule())
background(.quaternary)
backgroundStyle(.red)
foregroundColor(.red)
foregroundColor(Color(red: 1, green: 0, blue: 0))
foregroundStyle(.red)
foregroundStyle(.red, .blue)
foregroundStyle(.red, .blue, .green)
foregroundStyle(.tint)
foregroundStyle(Color.accentColor)
foregroundStyle(.red.opacity(0.5))
foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
foregroundStyle(.secondary)
tint(.red)
accentColor(.red)
font(.title)
font(.system(size: 12, weight: .bold, design: .rounded))
font(.system(.body, design: .monospaced))
font(.caption.weight(.semibold))
font(.title2.bold())
font(.custom("Avenir", size: 12))
font(.headline.monospacedDigit())
font(.largeTitle.smallCaps())
font(Font.system(size: 40).leading(.tight))
fontWeight(.bold)
fontDesign(.rounded)
fontWidth(.condensed)
bold()
bold(true)
italic()
italic(false)
underline()
underline(true, color: .red)
underline(pattern: .dash, color: .red)
strikethrough()
strikethrough(true, color: .red)
monospaced()
monospaced(true)
monospacedDigit()
textCase(.uppercase)
textCase(nil)
lineLimit(2)
lineLimit(nil)
lineLimit(1...3)
lineLimit(2, reservesSpace: true)
multilineTextAlignment(.center)
truncationMode(.tail)
truncationMode(.middle)
minimumScaleFactor(0.5)
allowsTightening(true)
kerning(1)
tracking(1)
baselineOffset(2)
textScale(.secondary)
textScale(.secondary, isEnabled: true)
lineSpacing(2)
flipsForRightToLeftLayoutDirection(true)
environment(\.font, .title)
environment(\.colorScheme, .dark)
opacity(0.5)
shadow(radius: 2)
shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
blur(radius: 2)
brightness(0.1)
contrast(1.2)
saturation(0.5)
grayscale(1)
hueRotation(.degrees(10))
colorInvert()
colorMultiply(.red)
luminanceToAlpha()
blendMode(.multiply)
compositingGroup()
drawingGroup()
projectionEffect(.init())
transformEffect(.identity)
rotationEffect(.degrees(-90))
rotationEffect(.radians(1), anchor: .center)
rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))
scaleEffect(0.5)
scaleEffect(x: 1, y: -1)
scaleEffect(CGSize(width: 1, height: 1), anchor: .center)
widgetURL(URL(string: "app://x"))
containerBackground(.red, for: .widget)
containerBackground(for: .widget) { Color.red }
containerBackground(.fill.tertiary, for: .widget)
widgetAccentable()
widgetAccentable(true)
widgetLabel("x")
widgetLabel { Text("x") }
invalidatableContent()
privacySensitive()
privacySensitive(true)
redacted(reason: .placeholder)
redacted(reason: [])
unredacted()
contentTransition(.numericText())
contentTransition(.numericText(value: 3))
contentTransition(.numericText(countsDown: true))
contentTransition(.identity)
contentTransition(.opacity)
contentTransition(.interpolate)
contentTransition(.symbolEffect(.replace))
buttonStyle(.plain)
buttonStyle(.borderless)
buttonStyle(.bordered)
buttonStyle(.borderedProminent)
buttonStyle(PlainButtonStyle())
buttonBorderShape(.capsule)
buttonBorderShape(.roundedRectangle(radius: 4))
buttonRepeatBehavior(.enabled)
controlSize(.small)
toggleStyle(.switch)
toggleStyle(.button)
labelStyle(.iconOnly)
labelStyle(.titleAndIcon)
labelsHidden()
disabled(true)
progressViewStyle(.circular)
progressViewStyle(.linear)
gaugeStyle(.accessoryCircular)
id("x")
id(1)
tag(1)
onAppear { }
onDisappear { }
task { }
onChange(of: 1) { }
onChange(of: 1) { old, new in }
onTapGesture { }
onTapGesture(count: 2) { }
gesture(TapGesture(count: 2))
simultaneousGesture(DragGesture().onChanged { value in })
highPriorityGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })
onLongPressGesture { }
contextMenu { Text("x") }
help("x")
hidden()
preferredColorScheme(.dark)
colorScheme(.dark)
transaction { t in }
animation(.default, value: 1)
animation(.easeInOut(duration: 0.3), value: 1)
animation(.spring(), value: 1)
animation(nil, value: 1)
transition(.opacity)
transition(.move(edge: .bottom))
transition(.scale.combined(with: .opacity))
transition(.push(from: .bottom))
contentShape(Rectangle())
contentShape(.rect)
allowsHitTesting(false)
geometryGroup()
dynamicTypeSize(.large)
dynamicTypeSize(...DynamicTypeSize.xxLarge)
dynamicTypeSize(.xSmall ... .accessibility1)
typesettingLanguage(.init(languageCode: .english))
accessibilityLabel("x")
accessibilityLabel(Text("x"))
accessibilityValue("x")
accessibilityHint("x")
accessibilityHidden(true)
accessibilityIdentifier("x")
accessibilityElement(children: .combine)
accessibilityElement(children: .ignore)
accessibilityAddTraits(.isHeader)
controlWidgetActionHint("Start")
controlWidgetStatus("Started")
accessibilityRemoveTraits(.isButton)
accessibilitySortPriority(1)
accessibilityRepresentation { Text("x") }
accessibilityHeading(.h1)
accessibilityShowsLargeContentViewer()
accessibilityAction { }
accessibility(label: Text("x"))
speechAlwaysIncludesPunctuation()
speechSpellsOutCharacters()
speechAdjustedPitch(0.5)
speechAnnouncementsQueued()
symbolRenderingMode(.hierarchical)
symbolRenderingMode(.palette)
symbolRenderingMode(.multicolor)
symbolVariant(.fill)
symbolVariant(.circle.fill)
symbolEffect(.pulse)
symbolEffect(.bounce, value: 1)
imageScale(.large)
badge(3)
scrollDisabled(true)
persistentSystemOverlays(.hidden)
statusBarHidden()
visualEffect { content, proxy in content.opacity(0.5) }
containerShape(RoundedRectangle(cornerRadius: 4))
containerShape(.rect(cornerRadius: 8))
listRowBackground(Color.red)
listRowInsets(EdgeInsets())
listRowSeparator(.hidden)
listStyle(.plain)
navigationTitle("x")
sensoryFeedback(.success, trigger: 1)
matchedGeometryEffect(id: "x", in: ns)
zIndex(1)
focusable()
keyboardShortcut("k")
layoutDirectionBehavior(.mirrors)
environment(\.layoutDirection, .rightToLeft)
scenePadding()
hoverEffect()
defaultHoverEffect(.highlight)
menuStyle(.button)
pickerStyle(.segmented)
datePickerStyle(.compact)
textFieldStyle(.roundedBorder)
tabViewStyle(.page)
gridCellColumns(2)
gridCellAnchor(.center)
gridCellUnsizedAxes(.horizontal)
gridColumnAlignment(.leading)
onOpenURL { url in }
onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in }
handlesExternalEvents(preferring: [], allowing: [])
userActivity("x") { a in }
refreshable { }
preference(key: Int.self, value: 1)
onPreferenceChange(Int.self) { value in }
transformPreference(Int.self) { value in }
searchable(text: .constant(""))
sheet(isPresented: .constant(false)) { Text("x") }
alert("x", isPresented: .constant(false)) { }
toolbar { }
monospaced()
dynamicTypeSize(.accessibility1)
lineLimit(...3)
lineLimit(..<4)
offset(x: -8, y: 16)
offset(.zero)
position(.zero)
dynamicTypeSize(DynamicTypeSize.small ... DynamicTypeSize.large)
frame(width: 40, alignment: Alignment.leading)
frame(maxWidth: .infinity, alignment: Alignment.topTrailing)
buttonStyle(BorderlessButtonStyle())
buttonStyle(BorderedButtonStyle())
buttonStyle(BorderedProminentButtonStyle())
alignmentGuide(VerticalAlignment.firstTextBaseline) { d in d.height }
alignmentGuide(.leading, computeValue: { d in d[.trailing] })
safeAreaInset(edge: .top, alignment: .leading, spacing: 4) { Text("x") }
safeAreaInset(edge: .leading) { Text("x") }
safeAreaPadding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
containerRelativeFrame([.horizontal, .vertical])
containerRelativeFrame(.vertical, alignment: .topLeading)
scrollIndicators(.hidden)
scrollContentBackground(.hidden)
scrollClipDisabled()
scrollTargetBehavior(.paging)
scrollTargetLayout()
scrollBounceBehavior(.basedOnSize)
defaultScrollAnchor(.bottom)
onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width in }
onKeyPress(.return) { .handled }
onSubmit { }
onHover { hovering in }
onChange(of: 1, initial: true) { old, new in }
onChange(of: 1) { new in }
onChange(of: 1, perform: { new in })
onAppear(perform: { })
task(id: 1) { }
task(priority: .background) { }
popover(isPresented: .constant(false)) { Text("x") }
fullScreenCover(isPresented: .constant(false)) { Text("x") }
confirmationDialog("x", isPresented: .constant(false)) { }
navigationBarTitleDisplayMode(.inline)
navigationBarBackButtonHidden()
navigationDestination(for: String.self) { s in Text(s) }
toolbar(.hidden, for: .navigationBar)
toolbarBackground(.visible, for: .navigationBar)
swipeActions { Text("x") }
listRowSeparatorTint(.red)
listSectionSeparator(.hidden)
listItemTint(.red)
listRowSpacing(4)
listSectionSpacing(8)
formStyle(.grouped)
groupBoxStyle(.automatic)
controlGroupStyle(.navigation)
disclosureGroupStyle(.automatic)
indexViewStyle(.page)
labeledContentStyle(.automatic)
navigationViewStyle(.stack)
navigationSplitViewStyle(.balanced)
textEditorStyle(.plain)
menuIndicator(.hidden)
submitLabel(.done)
keyboardType(.numberPad)
textContentType(.emailAddress)
textInputAutocapitalization(.never)
autocorrectionDisabled()
allowedDynamicRange(.high)
accessibilityInputLabels(["x"])
accessibilityRespondsToUserInteraction()
accessibilityIgnoresInvertColors()
accessibilityTextContentType(.plain)
accessibilityAdjustableAction { direction in }
accessibilityChildren { Text("x") }
accessibilityCustomContent("x", "y")
accessibilityAction(named: "x") { }
accessibility(hidden: true)
matchedGeometryEffect(id: 1, in: ns, isSource: false)
visualEffect { content, proxy in content.offset(x: proxy.size.width) }
onScrollVisibilityChange { visible in }
onScrollVisibilityChange(threshold: 0.5) { visible in }
draggable("x")
dropDestination(for: String.self) { items, location in true }
inspector(isPresented: .constant(false)) { Text("x") }
presentationDetents([.medium, .large])
scrollPosition(id: .constant(1))
"""#
}
