import WidgetRuntime

/// One sentence for each entry of the table of built-ins (`BuiltinRegistry.standard`):
/// what the view, modifier, function, type or member does, shown by hover and
/// completion under its signature. A line is `key<TAB>summary`; the key names the
/// entry as the registry does: a view, function or type by its name (`Text`,
/// `max`, `Font.Weight`), a modifier with a leading dot (`.padding`), a member of
/// a type as `Type.member` (`Date.addingTimeInterval`, `Font.Weight.bold`). A
/// type's line also stands for its initializers.
///
/// The text is one literal, read into a table the first time a summary is asked
/// for, so only the language server ever pays for it. A test keeps its keys and
/// the registry's entries the same set.
enum BuiltinSummaries {
    /// The summary of the entry with this key, if the text has one.
    static func summary(_ key: String) -> String? { table[key] }

    /// The text's lines as keys and summaries, in order (a line without a tab is left out).
    static func entries(_ text: String) -> [(key: String, summary: String)] {
        text.split(separator: "\n").compactMap { line in
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            return (String(line[..<tab]), String(line[tab...].dropFirst()))
        }
    }

    /// The key of a type's member: the type's own for an initializer.
    static func key(of member: BuiltinMember, in type: BuiltinType) -> String {
        member.kind == .initializer ? type.name : "\(type.name).\(member.name)"
    }

    /// The keys of every entry of a registry: its views, modifiers, functions and types, and their members.
    static func keys(of registry: BuiltinRegistry) -> Set<String> {
        var keys = Set(registry.views.keys).union(registry.functions.keys).union(registry.modifiers.keys.map { "." + $0 })
        for type in registry.types.values {
            keys.insert(type.name)
            for member in Array(type.statics.values) + Array(type.properties.values) + Array(type.methods.values) {
                keys.insert(key(of: member, in: type))
            }
        }
        return keys
    }

    static let table: [String: String] = {
        var table: [String: String] = [:]
        for entry in entries(text) { table[entry.key] = entry.summary }
        return table
    }()

    static let text = """
AccessoryWidgetBackground	A background that fits the shape of an accessory widget on the Lock Screen.
ActivityViewContext	What a Live Activity's closures receive: its attributes and content state.
ActivityViewContext.activityID	The activity's identifier.
ActivityViewContext.attributes	The activity's attributes, which do not change.
ActivityViewContext.isStale	Whether the content is out of date.
ActivityViewContext.state	The activity's current content state.
AngularGradient	A gradient that sweeps its colours around a centre point.
AnyShapeStyle	A type-erased shape style: the colour, gradient or material it wraps.
AnyView	A view that wraps another view and hides its concrete type.
AreaMark	A chart mark that fills the area under a line.
AxisGridLine	A grid line of a chart axis.
AxisMarks	The marks of a chart axis.
AxisTick	A tick of a chart axis.
AxisValueLabel	A value label of a chart axis.
BarMark	A chart mark drawn as a bar.
Button	A control that runs an action or an app intent when pressed.
Canvas	A view that draws 2D graphics with immediate drawing calls.
Capsule	A rounded rectangle whose short ends are half circles.
Chart	A view that draws a chart of marks.
CheckedContinuation	The continuation a with…Continuation closure is given, resumed once with the call's value.
CheckedContinuation.resume	Gives the with…Continuation call its value, its error or a Result's outcome.
Circle	A circle centred in the frame it is given.
Color	A colour, usable as a view that fills its space.
ColorPicker	A control for choosing a colour.
ContainerBackgroundPlacement	Where a container background goes.
ContainerBackgroundPlacement.widget	The background of a widget.
ContainerRelativeShape	A shape that follows the shape of the container it sits in.
ContentMode	How content fills the space it is given.
ContentMode.fill	Scales the content to fill the space, cropping what is outside.
ContentMode.fit	Scales the content to fit the space, keeping all of it.
CoordinateSpace	A coordinate space a frame is measured in: the view's own, the screen's, or a named one.
ContentUnavailableView	A view that explains why there is no content to show.
ControlGroup	A container that groups related controls together.
ControlWidgetButton	A Control Center button that runs an app intent.
ControlWidgetToggle	A Control Center switch that sets a value through an app intent.
DatePicker	A control for choosing a date and time.
DefaultLabelStyle	The label style of the context: the title and the icon.
DefaultLabelStyle.automatic	The label style of the context.
DefaultStringInterpolation	The value a string literal with interpolations is built in.
DefaultStringInterpolation.appendInterpolation	Appends a value to the string being built.
DefaultStringInterpolation.appendLiteral	Appends text to the string being built.
DisclosureGroup	A view that shows or hides its content behind a disclosure control.
DispatchGroup	Counts work given to queues; here the work has run by the time it is waited for.
DispatchGroup.enter	Counts one more piece of work as started.
DispatchGroup.leave	Counts one piece of work as finished.
DispatchGroup.notify	Runs the closure once the group's work has run: here, at once.
DispatchGroup.wait	Waits for the group's work; here it has run, so it returns at once.
DispatchQueue	A queue of work; work given to one runs at once, in order.
DispatchQueue.global	The shared background queue of a quality of service.
DispatchQueue.label	The name the queue was made with.
DispatchQueue.main	The main thread's queue.
DispatchSemaphore	A count that signal() raises and wait() lowers, for waiting on work given to a queue.
DispatchSemaphore.signal	Raises the count.
DispatchSemaphore.wait	Lowers the count, waiting for a signal when it is 0.
DispatchTime	A moment for Dispatch: a deadline or a timeout.
DispatchTime.distantFuture	A moment that never comes.
DispatchTime.now	The current moment.
DispatchTimeInterval	A length of time that moves a DispatchTime.
DispatchTimeInterval.microseconds	A number of microseconds.
DispatchTimeInterval.milliseconds	A number of milliseconds.
DispatchTimeInterval.nanoseconds	A number of nanoseconds.
DispatchTimeInterval.never	A length of time that never ends.
DispatchTimeInterval.seconds	A number of seconds.
DispatchWallTime	A moment on the wall clock, for Dispatch deadlines.
DispatchWallTime.distantFuture	A moment that never comes.
DispatchWallTime.now	The current moment on the wall clock.
DispatchWorkItem	Work kept to be run later, by perform() or by a queue it is given to.
DispatchWorkItem.cancel	Cancels the work: it will not run if it has not yet.
DispatchWorkItem.isCancelled	Whether the work was cancelled.
DispatchWorkItem.perform	Runs the work now, unless it was cancelled.
Divider	A thin line that separates content.
EditButton	A button that toggles edit mode.
Ellipse	An ellipse that fills the frame it is given.
EllipticalGradient	A gradient that spreads its colours outward in ellipses.
EmptyView	A view that shows nothing and takes no space.
ForEach	A view that builds one view for each element of a collection.
Form	A container for grouped data-entry controls.
Gauge	A view that shows a value within a range.
GeometryReader	A container that passes its own size to the views it builds.
Grid	A container that lays views out in rows and columns.
GridRow	A row of cells inside a Grid.
Group	A container that applies modifiers to several views without changing their layout.
GroupBox	A box that groups a label with its content.
HStack	A view that arranges its children in a horizontal line.
IconOnlyLabelStyle	A label style that shows only the icon.
IconOnlyLabelStyle.iconOnly	A label style that shows only the icon.
Image	A view that shows a picture or an SF Symbol.
Image.Scale	The size of a symbol image relative to the text around it.
Image.Scale.large	A larger symbol.
Image.Scale.medium	A symbol of the text's size.
Image.Scale.small	A smaller symbol.
InterpolationMethod	How a line joins the points of a chart.
InterpolationMethod.cardinal	A cardinal spline through the points.
InterpolationMethod.catmullRom	A Catmull-Rom spline through the points.
InterpolationMethod.linear	Straight lines between the points.
InterpolationMethod.monotone	A monotone curve through the points.
InterpolationMethod.stepCenter	Steps centred between the points.
InterpolationMethod.stepEnd	Steps at the end of each interval.
InterpolationMethod.stepStart	Steps at the start of each interval.
Label	A view that pairs a title with an icon.
LabeledContent	A view that shows a value next to its label.
LazyHGrid	A grid that arranges its children in rows and grows horizontally.
LazyHStack	A horizontal stack that creates its children only as needed.
LazyVGrid	A grid that arranges its children in columns and grows vertically.
LazyVStack	A vertical stack that creates its children only as needed.
LineMark	A chart mark that joins points with a line.
LinearGradient	A gradient that changes colour along a straight line.
Link	A control that opens a URL.
List	A container that shows rows of data in a single column.
Map	A view that shows a map.
Menu	A control that shows a list of actions when pressed.
NSLog	Writes a message, formatted as String(format:), to the log.
NavigationLink	A view that navigates to a destination view.
NavigationSplitView	A view with two or three columns, where a choice in one shows content in the next.
NavigationStack	A view that shows a root view and views pushed on top of it.
NavigationView	A view that shows a stack of views with a navigation bar.
OutlineGroup	A view that shows a tree of data as disclosure groups.
PasteButton	A button that pastes from the clipboard.
Path	A 2D outline made of lines and curves.
Picker	A control for choosing one of several values.
PlottableValue	A value a chart plots, with its label.
PlottableValue.value	A labelled value for a chart mark.
PointMark	A chart mark drawn as a point.
ProgressView	A view that shows how far a task has progressed.
RadialGradient	A gradient that spreads its colours outward in circles.
Rectangle	A rectangle that fills the frame it is given.
RectangleMark	A chart mark drawn as a rectangle.
RenameButton	A button that starts renaming something.
RoundedRectangle	A rectangle with rounded corners.
RuleMark	A chart mark drawn as a line across the plot.
Scanner	Reads numbers and text from a string, from its current place on.
Scanner.isAtEnd	Whether only white space is left to read.
Scanner.scanDouble	Reads a number with a fraction; with an inout argument, says whether it read one.
Scanner.scanHexInt32	Reads a hexadecimal number, after an optional 0x, into its inout argument.
Scanner.scanHexInt64	Reads a hexadecimal number, after an optional 0x, into its inout argument.
Scanner.scanInt	Reads a whole number; with an inout argument, says whether it read one.
Scanner.scanInt64	Reads a whole number; with an inout argument, says whether it read one.
Scanner.scanLocation	The place reached, in characters.
Scanner.scanString	Reads the given text when it comes next; nil when it does not.
Scanner.scanUInt64	Reads a whole number, decimal or hexadecimal as its representation says.
Scanner.scanUpToString	Reads the text before the next place the given string comes.
Scanner.string	The text the scanner reads.
ScrollView	A view whose content can scroll.
ScrollViewReader	A view whose content can scroll its scroll view to a view by its identity.
Section	A container that groups views under an optional header and footer.
SecureField	A text field that hides what is typed.
ShareLink	A control that shares an item through the share sheet.
SignInWithAppleButton	A button that starts Sign in with Apple.
Slider	A control for choosing a value from a continuous range.
Spacer	A flexible space that grows along the axis of its stack.
Stepper	A control that increases or decreases a value in steps.
SymbolRenderingMode	How a symbol image is coloured.
SymbolRenderingMode.hierarchical	One colour in layers of opacity.
SymbolRenderingMode.monochrome	One colour.
SymbolRenderingMode.multicolor	The symbol's own colours.
SymbolRenderingMode.palette	Several colours, one per layer.
TabView	A view that switches between child views with tabs.
Table	A container that shows rows of data in columns.
Text	A view that shows one or more lines of read-only text.
Text.DateStyle	How a text view writes a date.
Text.DateStyle.date	The date, such as June 3, 2026.
Text.DateStyle.offset	The time from now to the date, with a sign.
Text.DateStyle.relative	The time from now to the date, counting.
Text.DateStyle.time	The time of day.
Text.DateStyle.timer	A countdown or count-up clock to the date.
TextEditor	A view for editing long, multi-line text.
TextField	A control for editing a line of text.
TimelineView	A view that updates on a schedule.
TitleAndIconLabelStyle	A label style that shows the icon and the title.
TitleAndIconLabelStyle.titleAndIcon	A label style that shows the icon and the title.
TitleOnlyLabelStyle	A label style that shows only the title.
TitleOnlyLabelStyle.titleOnly	A label style that shows only the title.
Toggle	A control that switches between on and off.
UnevenRoundedRectangle	A rectangle whose corners each have their own radius.
VStack	A view that arranges its children in a vertical line.
VideoPlayer	A view that plays video.
ViewThatFits	A view that shows the first of its children that fits the space.
Visibility	Whether a view part is shown.
Visibility.automatic	Shown or hidden as the context decides.
Visibility.hidden	Hidden.
Visibility.visible	Shown.
WebView	A view that shows web content.
ZStack	A view that layers its children on top of each other.
AttributedString	A string with attributes for parts of its text.
AttributedString.MarkdownParsingOptions	How Markdown is read into attributed text.
AttributedString.MarkdownParsingOptions.FailurePolicy	What reading Markdown does with text it cannot read.
AttributedString.MarkdownParsingOptions.FailurePolicy.returnPartiallyParsedIfPossible	Keep what was read before the problem.
AttributedString.MarkdownParsingOptions.FailurePolicy.throwError	Throw an error.
AttributedString.MarkdownParsingOptions.InterpretedSyntax	Which of Markdown's syntax is read.
AttributedString.MarkdownParsingOptions.InterpretedSyntax.full	All of Markdown, blocks and inline marks.
AttributedString.MarkdownParsingOptions.InterpretedSyntax.inlineOnly	Inline marks only, with white space collapsed.
AttributedString.MarkdownParsingOptions.InterpretedSyntax.inlineOnlyPreservingWhitespace	Inline marks only, with white space kept as written.
AttributedString.characters	The text's characters.
Character	A single extended grapheme cluster.
Date	A point in time, independent of calendar and time zone.
Double	A double-precision floating-point number.
Result	Either a success with a value or a failure with an error, made by running a throwing closure.
swap	Exchanges the values of two variables passed with &.
type	The type of a value, as in type(of: item) == Circle.self.
TimeInterval	A number of seconds, as a Double; from an Int, a Double or a String.
NSDate	Foundation's date class, bridged to a Date: now, or from an interval since a reference date.
Int	A signed integer.
IntentDescription	The text that describes an app intent.
IntentError	An error thrown by an app intent.
IntentRecommendation	A preconfigured widget a SiriKit intent provider offers in the widget gallery.
IntentRecommendation.description	The name the gallery shows for the recommendation.
IntentRecommendation.intent	The configuration the recommended widget has.
LocalizedStringKey	The key used to look up a localized string.
LocalizedStringResource	A reference to a localized string, looked up when it is shown.
NSLocalizedString	Returns the localized version of a string.
NSURL	Foundation's URL object, made from text or a file path; it bridges to URL.
NSUUID	Foundation's UUID object, new or read from its text; it bridges to UUID.
Optional	A value that is either present or nil.
Set	An unordered collection of unique elements.
ArraySlice	A view into a part of an array, sharing its indices.
ContiguousArray	An array whose elements are stored in one contiguous block.
SortDescriptor	A description of how to order values by one of their properties.
String	A Unicode string value.
Substring	A slice of a string, kept as the string it holds.
Timeline	A list of entries and the policy that says when to ask for the next list.
UIImage	An object that holds image data.
URL	A value that locates a resource, such as a web address or a file.
UnicodeScalar	A single Unicode scalar value.
abs	Returns the absolute value of a number.
appendInterpolation	Adds an interpolated value to a log message.
assert	Checks a condition in debug builds.
assertionFailure	Reports a failure in debug builds.
atan	Returns the arc tangent of a number, in radians.
atan2	Returns the angle of a point from its y and x coordinates, in radians.
acos	Returns the arc cosine of a number, in radians.
asin	Returns the arc sine of a number, in radians.
cbrt	Returns the cube root of a number.
ceilf	Rounds a Float up to a whole number.
fabs	Returns the absolute value of a number.
fabsf	Returns the absolute value of a Float.
floorf	Rounds a Float down to a whole number.
fmax	Returns the larger of two numbers.
fmin	Returns the smaller of two numbers.
fmod	Returns the remainder of dividing one number by another.
hypot	Returns the length of a right triangle’s hypotenuse.
llround	Rounds a number to the nearest whole number, halfway cases away from zero, as an integer.
lround	Rounds a number to the nearest whole number, halfway cases away from zero, as an integer.
lroundf	Rounds a Float to the nearest whole number, halfway cases away from zero, as an integer.
roundf	Rounds a Float to the nearest whole number.
sqrtf	Returns the square root of a Float.
trunc	Rounds a number toward zero to a whole number.
ceil	Rounds a number up to the nearest whole value.
command	A data source that runs a program and reads its output.
configure	In a test block, sets the widget's configuration.
cos	Returns the cosine of an angle in radians.
daysSince	Returns the number of whole days from a date to now.
delete	Deletes a model record from the store.
exp	Returns e raised to a power.
expect	In a test block, checks that a condition holds or that a block throws.
fatalError	Stops the program with a message.
floor	Rounds a number down to the nearest whole value.
http	A data source that fetches JSON from a URL.
insert	Inserts a model record into the store.
json	A data source that reads a JSON file.
log	Returns the natural logarithm of a number.
log10	Returns the base-10 logarithm of a number.
log2	Returns the base-2 logarithm of a number.
max	Returns the greatest of its arguments.
min	Returns the least of its arguments.
os_log	Writes a message to the unified log.
perform	In a test block, runs an intent as a tap would.
plugin	A data source that runs a plugin program.
pow	Returns a number raised to a power.
precondition	Stops the program with a message when a condition is false.
preconditionFailure	Stops the program with a message.
print	Writes values to standard output.
render	In a test block, draws the widget and returns it as text.
round	Rounds a number to the nearest whole value.
requestConfirmation	Asks the person to confirm before an intent goes on.
sequence	A sequence made one element at a time from the one before, or from a changing state.
sin	Returns the sine of an angle in radians.
tanh	Returns the hyperbolic tangent of a number.
sinh	Returns the hyperbolic sine of a number.
remainder	Returns the IEEE remainder of dividing one number by another.
log1p	Returns the natural logarithm of 1 plus a number, exact for small numbers.
expm1	Returns e raised to the power of a number, minus 1, exact for small numbers.
exp2	Returns 2 raised to the power of a number.
cosh	Returns the hyperbolic cosine of a number.
copysign	Returns a number with the magnitude of the first and the sign of the second.
atanh	Returns the inverse hyperbolic tangent of a number.
asinh	Returns the inverse hyperbolic sine of a number.
acosh	Returns the inverse hyperbolic cosine of a number.
sqrt	Returns the square root of a number.
stride	Returns a sequence from a start value toward an end, by a fixed step.
tan	Returns the tangent of an angle in radians.
tap	In a test block, presses a button of the widget.
withAnimation	Runs the closure at once: a frame is drawn, not animated.
autoreleasepool	Runs the closure and gives back its result.
zip	Pairs up the elements of two sequences.
repeatElement	A collection of one value repeated a number of times.
.accentColor	Sets the accent colour for the view and its children.
.accessibility	Sets several accessibility properties of the view at once.
.accessibilityAction	Adds an action that assistive technologies can run.
.accessibilityAddTraits	Adds traits that tell assistive technologies what the view is.
.controlWidgetActionHint	Says what a control's action does, for VoiceOver.
.controlWidgetStatus	The status Control Center shows after a control's action.
.accessibilityAdjustableAction	Adds an action for increasing or decreasing the view's value.
.accessibilityChildren	Replaces the view's accessibility children with other views.
.accessibilityCustomContent	Adds extra content that VoiceOver can read on request.
.accessibilityElement	Makes the view and its children one accessibility element, or keeps them apart.
.accessibilityHeading	Marks the view as a heading of a given level.
.accessibilityHidden	Hides the view from assistive technologies.
.accessibilityHint	Describes what happens when the view is activated.
.accessibilityIdentifier	Gives the view an identifier for UI tests.
.accessibilityIgnoresInvertColors	Keeps the view's colours when Smart Invert is on.
.accessibilityInputLabels	Sets alternative names for voice input.
.accessibilityLabel	Sets the label that VoiceOver reads for the view.
.accessibilityRemoveTraits	Removes accessibility traits from the view.
.accessibilityRepresentation	Describes the view to assistive technologies with another view.
.accessibilityRespondsToUserInteraction	Says whether the view responds to interaction for assistive technologies.
.accessibilityShowsLargeContentViewer	Shows a larger version of the view when it is long-pressed.
.accessibilitySortPriority	Sets the order in which VoiceOver visits the view.
.accessibilityTextContentType	Tells assistive technologies what kind of text the view holds.
.accessibilityValue	Sets the value that VoiceOver reads for the view.
.activityBackgroundTint	Sets the background colour of a Live Activity on the Lock Screen.
.activitySystemActionForegroundColor	Sets the colour of the system buttons of a Live Activity.
.alert	Shows an alert when a condition is true.
.alignmentGuide	Sets the view's alignment guide to a computed value.
.allowedDynamicRange	Sets the dynamic range in which images are shown.
.allowsHitTesting	Says whether the view receives taps and clicks.
.allowsTightening	Lets text squeeze its letter spacing to fit a line.
.animation	Animates changes to the view when a value changes.
.annotation	Adds an annotation to a chart mark.
.antialiased	Smooths the edges of a scaled image.
.aspectRatio	Constrains the view to an aspect ratio.
.autocorrectionDisabled	Turns off autocorrection for text input.
.background	Puts a view or a style behind the view.
.backgroundStyle	Sets the style of the background in the environment.
.badge	Adds a badge to a list row or tab item.
.baselineOffset	Moves text up or down from its baseline.
.blendMode	Sets how the view's colours combine with what is behind it.
.blur	Blurs the view.
.bold	Makes text bold.
.border	Draws a border around the view.
.brightness	Brightens or darkens the view.
.buttonBorderShape	Sets the shape of bordered buttons.
.buttonRepeatBehavior	Whether holding a button down repeats its action.
.buttonStyle	Sets the style of buttons in the view: a built-in one or a ButtonStyle of the widget's own.
.chartBackground	Adds a background to a chart's plot.
.chartForegroundStyleScale	Sets the colours of a chart's series.
.chartLegend	Shows or hides a chart's legend.
.chartOverlay	Adds an overlay to a chart's plot.
.chartPlotStyle	Styles a chart's plot area.
.chartXAxis	Configures a chart's x axis.
.chartXAxisLabel	Labels a chart's x axis.
.chartXScale	Sets the domain of a chart's x scale.
.chartYAxis	Configures a chart's y axis.
.chartYAxisLabel	Labels a chart's y axis.
.chartYScale	Sets the domain of a chart's y scale.
.clipShape	Clips the view to a shape.
.clipped	Clips the view to its frame.
.colorInvert	Inverts the view's colours.
.colorMultiply	Multiplies the view's colours by a colour.
.colorScheme	Sets the light or dark colour scheme of the view.
.compositingGroup	Draws the view as one layer before effects are applied.
.confirmationDialog	Shows a confirmation dialog when a condition is true.
.containerBackground	Sets the background of the widget's container.
.containerRelativeFrame	Sizes the view relative to its nearest container.
.containerShape	Sets the shape that ContainerRelativeShape takes inside the view.
.contentMargins	Sets the margins around the content of scroll views and widgets.
.contentShape	Sets the shape that receives taps on the view.
.contentTransition	Sets how changes to the view's content are animated.
.contextMenu	Adds a menu shown on a long press.
.contrast	Changes the contrast of the view.
.controlGroupStyle	Sets the style of control groups.
.controlSize	Sets the size of controls in the view.
.coordinateSpace	Names a coordinate space for geometry reads.
.cornerRadius	Clips the view to a rectangle with rounded corners.
.datePickerStyle	Sets the style of date pickers.
.defaultHoverEffect	Sets the default hover effect of the view.
.defaultScrollAnchor	Sets where a scroll view starts.
.disabled	Makes the view unresponsive to interaction.
.disclosureGroupStyle	Sets the style of disclosure groups.
.draggable	Makes the view a source for drag and drop.
.drawingGroup	Draws the view offscreen as one image before showing it.
.dropDestination	Makes the view accept dropped items.
.dynamicIsland	Places a view in the expanded Dynamic Island (below the camera when too wide).
.dynamicTypeSize	Sets the Dynamic Type size of text in the view.
.edgesIgnoringSafeArea	Extends the view outside the safe area.
.environment	Sets an environment value for the view and its children.
.environmentObject	Gives an observable object to the views below, read with @EnvironmentObject.
.fill	Fills a shape with a colour or style.
.fixedSize	Keeps the view at its ideal size.
.flipsForRightToLeftLayoutDirection	Mirrors the view in right-to-left layouts.
.focusable	Lets the view take focus.
.font	Sets the font of text in the view.
.fontDesign	Sets the design of the font, such as rounded or serif.
.fontWeight	Sets the weight of the font.
.fontWidth	Sets the width of the font.
.foregroundColor	Sets the colour of the view's foreground.
.foregroundStyle	Sets the colour or style of the view's foreground.
.formStyle	Sets the style of forms.
.frame	Sets the size of the frame around the view.
.fullScreenCover	Covers the screen with a view when a condition is true.
.gaugeStyle	Sets the style of gauges: a built-in one or a GaugeStyle of the widget's own.
.geometryGroup	Isolates the view's geometry from its parent's animations.
.grayscale	Removes colour from the view.
.gridCellAnchor	Sets where the view sits inside its grid cell.
.gridCellColumns	Makes the view span several columns of a grid.
.gridCellUnsizedAxes	Keeps a grid cell from growing along the given axes.
.gridColumnAlignment	Sets the horizontal alignment of a grid's column.
.groupBoxStyle	Sets the style of group boxes.
.handlesExternalEvents	Says which external events the scene handles.
.help	Adds a tooltip with help text.
.hidden	Hides the view while it keeps its space.
.hoverEffect	Adds an effect when a pointer hovers over the view.
.hueRotation	Shifts the hue of the view's colours.
.id	Gives the view an explicit identity.
.ignoresSafeArea	Extends the view outside the safe area.
.imageScale	Sets the scale of symbol images.
.indexViewStyle	Sets the style of page index views.
.inset	Insets a shape by an amount on every side.
.inspector	Shows an inspector beside the view.
.interpolation	Sets the quality used when an image is scaled.
.interpolationMethod	Sets how a line or area mark joins its points.
.invalidatableContent	Marks content that may be out of date until the widget updates.
.italic	Makes text italic.
.kerning	Sets the spacing between pairs of letters.
.keyboardShortcut	Assigns a keyboard shortcut to a control.
.keyboardType	Sets the keyboard shown for text input.
.keylineTint	Sets the colour of the Dynamic Island's outline.
.labelStyle	Sets the style of labels: a built-in one or a LabelStyle of the widget's own.
.labeledContentStyle	Sets the style of labeled content.
.labelsHidden	Hides the labels of controls.
.layoutDirectionBehavior	Sets how the view behaves in right-to-left layouts.
.layoutPriority	Sets how readily the view gets space from its parent.
.lineLimit	Sets the most lines text may use.
.lineSpacing	Sets the space between lines of text.
.lineStyle	Sets the stroke style of a line mark.
.listItemTint	Sets the tint of list items.
.listRowBackground	Sets the background of a list row.
.listRowInsets	Sets the insets of a list row.
.listRowSeparator	Shows or hides a list row's separator.
.listRowSeparatorTint	Sets the colour of a list row's separator.
.listRowSpacing	Sets the space between list rows.
.listSectionSeparator	Shows or hides a list section's separator.
.listSectionSpacing	Sets the space between list sections.
.listStyle	Sets the style of lists.
.luminanceToAlpha	Turns the view's brightness into transparency.
.mask	Masks the view with the opacity of another view.
.matchedGeometryEffect	Animates geometry between views with the same identifier.
.menuIndicator	Shows or hides the indicator of a menu.
.menuStyle	Sets the style of menus.
.minimumScaleFactor	Sets how far text may shrink to fit.
.modelContainer	Sets the SwiftData model container of the view.
.modelContext	Sets the SwiftData model context of the view.
.monospaced	Uses a fixed-width font for text.
.monospacedDigit	Uses fixed-width digits in text.
.multilineTextAlignment	Sets how lines of multi-line text are aligned.
.navigationBarBackButtonHidden	Hides the navigation bar's back button.
.navigationBarTitleDisplayMode	Sets how the navigation title is shown.
.navigationDestination	Sets the view shown when a value is pushed on a navigation stack.
.navigationSplitViewStyle	Sets the style of navigation split views.
.navigationTitle	Sets the title shown in the navigation bar.
.navigationViewStyle	Sets the style of navigation views.
.offset	Moves the view by a horizontal and vertical distance.
.onAppear	Runs an action when the view appears.
.onReceive	Runs an action when a publisher gives a value; a widget runs no view callbacks.
.onChange	Runs an action when a value changes.
.onDisappear	Runs an action when the view disappears.
.onGeometryChange	Runs an action when the view's geometry changes.
.onHover	Runs an action when a pointer enters or leaves the view.
.onKeyPress	Runs an action when a key is pressed.
.onLongPressGesture	Runs an action on a long press.
.onOpenURL	Runs an action when the app is asked to open a URL.
.onScrollVisibilityChange	Runs an action when the view scrolls in or out of sight.
.onSubmit	Runs an action when the user submits a value.
.onTapGesture	Runs an action when the view is tapped.
.opacity	Sets the transparency of the view.
.overlay	Puts a view or a style in front of the view.
.padding	Adds space around the view's content.
.persistentSystemOverlays	Sets whether system overlays stay visible.
.pickerStyle	Sets the style of pickers.
.popover	Shows a popover when a condition is true.
.position	Places the view's centre at a point in its parent.
.preferredColorScheme	Sets the colour scheme preferred for the presentation.
.presentationDetents	Sets the heights a sheet may take.
.privacySensitive	Marks the view as holding private data.
.progressViewStyle	Sets the style of progress views: a built-in one or a ProgressViewStyle of the widget's own.
.projectionEffect	Applies a projection transform to the view.
.redacted	Shows the view as a placeholder for the given reason.
.refreshable	Adds a pull-to-refresh action.
.renderingMode	Sets how an image is rendered, as is or as a template.
.resizable	Lets an image stretch to fill its space.
.rotation	Rotates a shape by an angle.
.rotation3DEffect	Rotates the view in three dimensions.
.rotationEffect	Rotates the view by an angle.
.safeAreaInset	Shows a view at an edge and insets the safe area by its size.
.safeAreaPadding	Adds padding to the view's safe area.
.saturation	Changes the colour saturation of the view.
.scale	Scales a shape.
.scaleEffect	Scales the view as it is drawn.
.scaledToFill	Scales the view to fill its parent, keeping its aspect ratio.
.scaledToFit	Scales the view to fit its parent, keeping its aspect ratio.
.scenePadding	Adds the platform's scene padding to the view.
.scrollBounceBehavior	Sets when a scroll view bounces at its edges.
.scrollClipDisabled	Lets scroll content draw outside the scroll view.
.scrollContentBackground	Shows or hides the background of scrollable views.
.scrollDisabled	Turns scrolling off.
.scrollIndicators	Shows or hides scroll indicators.
.scrollPosition	Binds the scroll position to a value.
.scrollTargetBehavior	Sets where scrolling comes to rest.
.scrollTargetLayout	Marks the layout whose views are scroll targets.
.searchable	Adds a search field.
.sensoryFeedback	Plays haptic feedback when a value changes.
.shadow	Adds a shadow to the view.
.sheet	Shows a sheet when a condition is true.
.size	Sets the size of a shape.
.speechAdjustedPitch	Raises or lowers the pitch of spoken text.
.speechAlwaysIncludesPunctuation	Makes VoiceOver speak punctuation.
.speechAnnouncementsQueued	Queues announcements behind speech already in progress.
.speechSpellsOutCharacters	Makes VoiceOver spell text out letter by letter.
.statusBarHidden	Hides the status bar.
.strikethrough	Draws a line through text.
.stroke	Draws the outline of a shape.
.strokeBorder	Draws the outline of a shape inside its frame.
.submitLabel	Sets the label of the keyboard's submit key.
.swipeActions	Adds actions shown when a list row is swiped.
.symbol	Sets the symbol of a chart mark.
.symbolEffect	Animates an SF Symbol.
.symbolRenderingMode	Sets how SF Symbols use colour.
.symbolSize	Sets the size of a chart mark's symbol.
.symbolVariant	Shows SF Symbols in a variant, such as filled or circled.
.tabViewStyle	Sets the style of tab views.
.tag	Tags the view with a value for a picker or tab view.
.task	Runs an asynchronous task when the view appears.
.textCase	Shows text in upper or lower case.
.textContentType	Tells the system what kind of text a field holds.
.textEditorStyle	Sets the style of text editors.
.textFieldStyle	Sets the style of text fields.
.textInputAutocapitalization	Sets how typed text is capitalized.
.textScale	Makes text smaller or larger than its font.
.textSelection	Lets the user select text.
.tint	Sets the tint colour of the view.
.toggleStyle	Sets the style of toggles: a built-in one or a ToggleStyle of the widget's own.
.toolbar	Adds items to a toolbar.
.toolbarBackground	Sets the background of a toolbar.
.tracking	Sets the spacing between letters.
.transaction	Changes the animation of changes in the view.
.transformEffect	Applies an affine transform to the view.
.transition	Sets how the view enters and leaves.
.trim	Draws part of a shape's outline.
.truncationMode	Sets where text is cut off when it does not fit.
.typesettingLanguage	Sets the language used to lay out text.
.underline	Draws a line under text.
.unredacted	Shows the view's content even inside a redacted view.
.userActivity	Advertises a user activity for Handoff.
.visualEffect	Applies effects that depend on the view's geometry.
.widgetAccentable	Puts the view in the accent group of a tinted widget.
.widgetCurvesContent	Bends the view along the corner of a watchOS complication.
.glassEffect	Gives the view the Liquid Glass material of iOS 26.
Glass	The Liquid Glass material of iOS 26.
Glass.clear	A clear glass.
Glass.identity	No glass.
Glass.interactive	Glass that reacts to touch.
Glass.regular	The regular glass.
Glass.tint	Glass tinted with a colour.
.widgetAccentedRenderingMode	Sets how an image is drawn in the accented rendering mode.
.widgetLabel	Adds a label beside an accessory widget.
.widgetURL	Sets the URL opened when the widget is tapped.
.zIndex	Sets the order in which overlapping views are drawn.
Alignment	A position along both the horizontal and the vertical axis.
Alignment.bottom	Centred horizontally, at the bottom edge.
Alignment.bottomLeading	At the bottom leading corner.
Alignment.bottomTrailing	At the bottom trailing corner.
Alignment.center	Centred on both axes.
Alignment.centerFirstTextBaseline	Centred horizontally, on the baseline of the first line of text.
Alignment.centerLastTextBaseline	Centred horizontally, on the baseline of the last line of text.
Alignment.leading	At the leading edge, centred vertically.
Alignment.leadingFirstTextBaseline	At the leading edge, on the baseline of the first line of text.
Alignment.leadingLastTextBaseline	At the leading edge, on the baseline of the last line of text.
Alignment.top	Centred horizontally, at the top edge.
Alignment.topLeading	At the top leading corner.
Alignment.topTrailing	At the top trailing corner.
Alignment.trailing	At the trailing edge, centred vertically.
Alignment.trailingFirstTextBaseline	At the trailing edge, on the baseline of the first line of text.
Alignment.trailingLastTextBaseline	At the trailing edge, on the baseline of the last line of text.
Alignment.horizontal	The horizontal guide of the alignment: .leading of .topLeading.
Alignment.vertical	The vertical guide of the alignment: .top of .topLeading.
Angle	A geometric angle, in degrees or radians.
Angle.degrees	An angle of the given number of degrees, or the size of an angle in degrees.
Angle.radians	An angle of the given number of radians, or the size of an angle in radians.
Angle.zero	An angle of zero.
Animation	How a change of a view is animated over time.
Animation.bouncy	A spring animation with a noticeable bounce.
Animation.default	The system's default animation.
Animation.delay	The animation, started after a delay in seconds.
Animation.easeIn	An animation that starts slowly and speeds up.
Animation.easeInOut	An animation that starts and ends slowly.
Animation.easeOut	An animation that starts quickly and slows down.
Animation.interactiveSpring	A spring animation tuned for interactive changes.
Animation.linear	An animation at a constant speed.
Animation.repeatCount	The animation, repeated a number of times.
Animation.repeatForever	The animation, repeated without end.
Animation.smooth	A spring animation with no bounce.
Animation.snappy	A quick spring animation with a small bounce.
Animation.speed	The animation, played faster or slower.
Animation.spring	A physics-based spring animation.
AppIntentRecommendation	A preconfigured widget a provider offers in the widget gallery.
AppIntentRecommendation.description	The name the gallery shows for the recommendation.
AppIntentRecommendation.intent	The configuration the recommended widget has.
AppStorage	A property wrapper that reads and writes a value in user defaults.
AppStorage.set	Writes a new value to user defaults.
AppStorage.wrappedValue	The value stored in user defaults.
Array	An ordered, random-access collection.
Array.allSatisfy	Whether every element satisfies a condition.
Array.append	Adds an element, or the elements of a sequence, to the end.
Array.compactMap	The non-nil results of transforming each element.
Array.contains	Whether the array holds an element, or one that satisfies a condition.
Array.count	The number of elements, or of those that satisfy a condition.
Array.description	A text form of the array.
Array.debugDescription	A text form of the array, as debugPrint writes it.
Array.drop	The elements after those at the start that satisfy a condition.
Array.dropFirst	The elements without the first one, or the first few.
Array.dropLast	The elements without the last one, or the last few.
Array.elementsEqual	Whether two sequences hold the same elements in the same order.
Array.enumerated	Pairs of each element's position and the element.
Array.filter	The elements that satisfy a condition.
Array.first	The first element, or the first that satisfies a condition.
Array.firstIndex	The index of the first matching element.
Array.underestimatedCount	The number of elements, as a collection knows it.
Array.formIndex	Moves an index variable forward, back, or by an offset.
Array.flatMap	The concatenated results of transforming each element into a sequence.
Array.forEach	Calls a closure on each element in order.
Array.formIntersection	Keeps only the elements that are also in another collection.
Array.formSymmetricDifference	Keeps the elements that are in exactly one of the two collections.
Array.formUnion	Adds the elements of another collection that are not already present.
Array.formatted	The elements joined into a localized list.
Array.indices	The valid indices of the array, in order.
Array.insert	Inserts an element or elements at a position.
Array.intersection	The elements also found in another collection.
Array.isDisjoint	Whether the array has no elements in common with another collection.
Array.isEmpty	Whether the array has no elements.
Array.isStrictSubset	Whether every element is in another collection that has more.
Array.isStrictSuperset	Whether it holds every element of another, smaller collection.
Array.isSubset	Whether every element is in another collection.
Array.isSuperset	Whether it holds every element of another collection.
Array.joined	The elements joined into one string, with an optional separator.
Array.last	The last element, or the last that satisfies a condition.
Array.lastIndex	The index of the last matching element.
Array.lazy	A view of the array whose operations run on demand.
Array.lexicographicallyPrecedes	Whether the array comes before another in dictionary order.
Array.map	The results of transforming each element.
Array.max	The largest element.
Array.min	The smallest element.
Array.partition	Reorders elements so that those matching a condition come last, and returns where they start.
Array.popLast	Removes and returns the last element, or nil when empty.
Array.popFirst	Removes and returns the first element of a slice or set, or nil when empty.
Array.prefix	The elements at the start, up to a count, an index or while a condition holds.
Array.randomElement	A random element, or nil when empty.
Array.reduce	Combines all elements into one value.
Array.remove	Removes and returns the element at a position.
Array.removeAll	Removes every element, or those that satisfy a condition.
Array.reserveCapacity	Reserves room for a number of elements (nothing to do in Widgetry).
Array.removeFirst	Removes and returns the first element.
Array.removeLast	Removes and returns the last element.
Array.removeSubrange	Removes the elements in a range.
Array.replaceSubrange	Replaces a range of elements with other elements.
Array.reverse	Reverses the elements in place.
Array.reversed	The elements in reverse order.
Array.shuffle	Shuffles the elements in place.
Array.shuffled	The elements in a random order.
Array.sort	Sorts the elements in place.
Array.sorted	The elements in sorted order.
Array.split	The parts of the array between separators.
Array.starts	Whether the array begins with the elements of another sequence.
Array.subtract	Removes the elements found in another collection.
Array.subtracting	The elements not found in another collection.
Array.suffix	The elements at the end, up to a count or from an index.
Array.swapAt	Swaps the elements at two positions.
Array.symmetricDifference	The elements found in exactly one of the two collections.
Array.union	The elements of both collections, each once.
Array.update	Puts an element in place of an equal one, which it returns, or adds it and returns nil.
Array.distance	How many positions lie between two positions.
Array.endIndex	The position just past the last element: the count.
Array.index	The position after, before or a distance from another, or nil past a limit.
Array.startIndex	The position of the first element: 0.
Binding	A reference to a value that a view can read and write.
NavigationPath	The values pushed on a navigation stack, of any types.
NavigationPath.count	How many values the path holds.
NavigationPath.isEmpty	Whether the path holds no values.
NavigationPath.append	Pushes a value on the path.
NavigationPath.removeLast	Removes values from the end of the path.
Binding.constant	A binding to a value that never changes.
Binding.wrappedValue	The value the binding reads and writes.
Bool	A true or false value.
Bool.random	A random true or false.
Bool.boolValue	The Bool itself: an intent definition's Boolean parameter, an NSNumber in Xcode's classes.
BorderedButtonStyle	A button style with a border or background.
BorderedButtonStyle.bordered	A button style with a border.
BorderedProminentButtonStyle	A bordered button style that stands out with the accent colour.
BorderedProminentButtonStyle.borderedProminent	A button style with a filled, prominent border.
BorderlessButtonStyle	A button style without a border.
BorderlessButtonStyle.borderless	A button style without a border.
NSDataAsset	Data from a data set in an asset catalog.
NSDataAsset.data	The data set's bytes.
NSDataAsset.name	The data set's name.
NSDataAsset.typeIdentifier	The uniform type identifier of the data set's bytes.
Bundle	The resources and code of an app or extension.
Bundle.bundleIdentifier	The bundle's identifier.
Bundle.localizedString	The localized text for a key in a strings table of the bundle.
Bundle.main	The bundle of the running app or extension.
Bundle.module	The resource bundle of a Swift package's target: here the widget's own.
Bundle.path	The file path of a resource in the bundle.
Bundle.url	The URL of a resource in the bundle.
Bundle.bundlePath	The path of the bundle's folder.
Bundle.bundleURL	The URL of the bundle's folder.
Bundle.infoDictionary	The keys and values of the bundle's Info.plist.
Bundle.localizations	The languages the bundle has localized resources in.
Bundle.preferredLocalizations	The bundle's languages that suit the user's language settings, best first.
Bundle.developmentLocalization	The language the bundle's resources are developed in.
Bundle.localizedInfoDictionary	The keys and values of the bundle's Info.plist, localized.
Bundle.object	The value of a key of the bundle's Info.plist.
ButtonStyleConfiguration	What a button style's makeBody is given: the button's label, role and whether it is pressed.
ButtonStyleConfiguration.label	The button's label, as a view the style places.
ButtonStyleConfiguration.isPressed	Whether the button is being pressed; a widget is drawn unpressed.
ButtonStyleConfiguration.role	The button's role, such as .destructive, or nil.
ByteCountFormatStyle.Style	How a byte count is measured and shown.
ByteCountFormatStyle.Style.binary	Counts in powers of 1024.
ByteCountFormatStyle.Style.decimal	Counts in powers of 1000.
ByteCountFormatStyle.Style.file	The style used for file sizes.
ByteCountFormatStyle.Style.memory	The style used for memory sizes.
ByteCountFormatter	A formatter that turns a byte count into readable text.
ByteCountFormatter.allowedUnits	The units the formatter may use.
ByteCountFormatter.includesCount	Whether the text includes the count.
ByteCountFormatter.includesUnit	Whether the text includes the unit.
ByteCountFormatter.isAdaptive	Whether the number of digits shown depends on the size.
ByteCountFormatter.Units	The units a byte count formatter may use.
ByteCountFormatter.Units.useAll	Every unit.
ByteCountFormatter.Units.useBytes	The Bytes unit.
ByteCountFormatter.Units.useDefault	The units the count style chooses.
ByteCountFormatter.Units.useEB	The EB unit.
ByteCountFormatter.Units.useGB	The GB unit.
ByteCountFormatter.Units.useKB	The KB unit.
ByteCountFormatter.Units.useMB	The MB unit.
ByteCountFormatter.Units.usePB	The PB unit.
ByteCountFormatter.Units.useTB	The TB unit.
ByteCountFormatter.Units.useYBOrHigher	Yottabytes and above.
ByteCountFormatter.Units.useZB	The ZB unit.
ByteCountFormatter.countStyle	How the formatter counts bytes.
ByteCountFormatter.string	A byte count as readable text, such as 1.2 MB.
ByteCountFormatter.CountStyle	How a byte count formatter measures sizes.
ByteCountFormatter.CountStyle.binary	Counts in powers of 1024.
ByteCountFormatter.CountStyle.decimal	Counts in powers of 1000.
ByteCountFormatter.CountStyle.file	The style used for file sizes.
ByteCountFormatter.CountStyle.memory	The style used for memory sizes.
CGFloat	A floating-point number used for graphics.
CGFloat.infinity	Positive infinity.
CGFloat.pi	The number pi.
CGFloat.random	A random number in a range.
CGFloat.zero	Zero.
CGLineCap	How the ends of a stroked line are drawn.
CGLineCap.butt	The line ends square at its end point.
CGLineCap.round	The line ends in a half circle.
CGLineCap.square	The line ends in a square that reaches past its end point.
CGLineJoin	How the corners of a stroked path are drawn.
CGLineJoin.bevel	Corners cut off flat.
CGLineJoin.miter	Corners drawn sharp.
CGLineJoin.round	Corners drawn rounded.
CGColor	A Core Graphics colour: its sRGB channels and alpha.
CGColor.alpha	The colour's opacity, from 0 to 1.
CGColor.components	Red, green, blue and alpha, each from 0 to 1.
CGColor.copy	The colour at another alpha.
CGColor.numberOfComponents	How many channels the colour has: 4.
CGPoint	A point in a 2D coordinate system.
CGPoint.x	The horizontal coordinate.
CGPoint.y	The vertical coordinate.
CGPoint.zero	The point at the origin.
CGRect	A rectangle with an origin and a size.
CGRect.height	The rectangle's height.
CGRect.maxX	The largest x coordinate of the rectangle.
CGRect.maxY	The largest y coordinate of the rectangle.
CGRect.midX	The x coordinate of the rectangle's centre.
CGRect.midY	The y coordinate of the rectangle's centre.
CGRect.minX	The smallest x coordinate of the rectangle.
CGRect.minY	The smallest y coordinate of the rectangle.
CGRect.origin	The rectangle's origin point.
CGRect.size	The rectangle's width and height.
CGRect.width	The rectangle's width.
CGRect.zero	A rectangle at the origin with no size.
CGRect.contains	Whether the rectangle contains a point.
CGRect.insetBy	The rectangle moved in by the given distances on each side.
CGRect.isEmpty	Whether the rectangle has no width or no height.
CGRect.isNull	Whether the rectangle is the null rectangle.
CGRect.offsetBy	The rectangle moved by the given distances.
CGRect.integral	The smallest rectangle on whole points that holds this one.
CGRect.standardized	The same rectangle with a positive width and height.
CFNotificationCenter	A center that delivers notifications between processes.
CFNotificationCenterGetDarwinNotifyCenter	The center of Darwin notifications, which go between apps and their extensions.
CFNotificationCenterPostNotification	Posts a notification to the processes observing its name.
CFNotificationName	The name of a Core Foundation notification.
CFNotificationName.rawValue	The name as a string.
CGSize	A width and a height.
CGSize.height	The height.
CGSize.width	The width.
CGSize.zero	A size of zero by zero.
Calendar	A system for dividing time into years, months, days and so on.
Calendar.amSymbol	The symbol for times before noon.
Calendar.autoupdatingCurrent	The user's calendar, kept up to date with their settings.
Calendar.compare	Compares two dates down to a given component.
Calendar.component	The value of one component of a date.
Calendar.current	The user's current calendar.
Calendar.date	A date computed by adding to a date or by setting its components.
Calendar.dateComponents	The components of a date, or the difference between two dates.
Calendar.dateInterval	The interval of a component, such as the day or week, that holds a date.
Calendar.enumerateDates	Calls a closure for each date that matches some components.
Calendar.firstWeekday	The first day of the week, 1 being Sunday.
Calendar.identifier	The identifier of the calendar system.
Calendar.isDate	Whether two dates fall in the same day or the same component.
Calendar.isDateInToday	Whether a date falls today.
Calendar.isDateInTomorrow	Whether a date falls tomorrow.
Calendar.isDateInWeekend	Whether a date falls on a weekend.
Calendar.isDateInYesterday	Whether a date fell yesterday.
Calendar.locale	The calendar's locale.
Calendar.minimumDaysInFirstWeek	The fewest days the first week of a year may have.
Calendar.monthSymbols	The names of the months.
Calendar.nextDate	The next date after a date that matches some components.
Calendar.ordinality	The position of a smaller component within a larger one for a date.
Calendar.pmSymbol	The symbol for times after noon.
Calendar.range	The range of values a smaller component can take within a larger one.
Calendar.maximumRange	The widest range of values a component can take, as 1..<32 for days.
Calendar.minimumRange	The range of values a component always takes, as 1..<29 for days.
Calendar.shortMonthSymbols	Short names of the months.
Calendar.shortWeekdaySymbols	Short names of the weekdays.
Calendar.standaloneMonthSymbols	Month names for use on their own.
Calendar.standaloneWeekdaySymbols	Weekday names for use on their own.
Calendar.startOfDay	The first moment of the day that holds a date.
Calendar.timeZone	The calendar's time zone.
Calendar.veryShortMonthSymbols	One-letter names of the months.
Calendar.veryShortWeekdaySymbols	One-letter names of the weekdays.
Calendar.weekdaySymbols	The names of the weekdays.
Calendar.Component	A unit of a calendar, such as a year, month or day.
Calendar.Component.calendar	The calendar itself, set on the components it gives.
Calendar.Component.timeZone	The calendar's time zone, set on the components it gives.
Calendar.Component.day	The day of the month.
Calendar.Component.era	The era.
Calendar.Component.hour	The hour.
Calendar.Component.minute	The minute.
Calendar.Component.month	The month.
Calendar.Component.nanosecond	The nanosecond.
Calendar.Component.quarter	The quarter of the year.
Calendar.Component.second	The second.
Calendar.Component.weekOfMonth	The week of the month.
Calendar.Component.weekOfYear	The week of the year.
Calendar.Component.weekday	The day of the week.
Calendar.Component.weekdayOrdinal	The position of the weekday within the month.
Calendar.Component.year	The year.
Calendar.Component.yearForWeekOfYear	The year that the week-of-year numbering belongs to.
Calendar.Identifier	A calendar system.
Calendar.Identifier.buddhist	The Buddhist calendar.
Calendar.Identifier.chinese	The Chinese calendar.
Calendar.Identifier.coptic	The Coptic calendar.
Calendar.Identifier.ethiopicAmeteAlem	The Ethiopic calendar, Amete Alem era.
Calendar.Identifier.ethiopicAmeteMihret	The Ethiopic calendar, Amete Mihret era.
Calendar.Identifier.gregorian	The Gregorian calendar.
Calendar.Identifier.hebrew	The Hebrew calendar.
Calendar.Identifier.indian	The Indian national calendar.
Calendar.Identifier.islamic	The Islamic calendar.
Calendar.Identifier.islamicCivil	The Islamic civil calendar.
Calendar.Identifier.islamicTabular	The tabular Islamic calendar.
Calendar.Identifier.islamicUmmAlQura	The Islamic Umm al-Qura calendar.
Calendar.Identifier.iso8601	The ISO 8601 calendar.
Calendar.Identifier.japanese	The Japanese calendar.
Calendar.Identifier.persian	The Persian calendar.
Calendar.Identifier.republicOfChina	The Republic of China calendar.
NSCalendar	Foundation's calendar class, whose class properties give Calendar values.
NSCalendar.autoupdatingCurrent	The user's current calendar, as Calendar.autoupdatingCurrent.
NSCalendar.current	The user's current calendar, as Calendar.current.
CharacterSet	A set of Unicode characters, used in searches and trimming.
CharacterSet.alphanumerics	Letters, marks and digits.
CharacterSet.capitalizedLetters	Title-case letters.
CharacterSet.contains	Whether the set holds a character.
CharacterSet.controlCharacters	Control characters.
CharacterSet.decimalDigits	Decimal digits.
CharacterSet.illegalCharacters	Values that are not valid Unicode characters.
CharacterSet.formIntersection	Keeps only the characters the set shares with another.
CharacterSet.formSymmetricDifference	Keeps the characters in exactly one of the set and another.
CharacterSet.formUnion	Adds the characters of another set.
CharacterSet.insert	Adds the characters of a string.
CharacterSet.invert	Makes the set hold every character it did not.
CharacterSet.remove	Removes the characters of a string.
CharacterSet.subtract	Removes the characters of another set.
CharacterSet.inverted	The characters not in this set.
CharacterSet.letters	Letters and marks.
CharacterSet.lowercaseLetters	Lowercase letters.
CharacterSet.newlines	Line break characters.
CharacterSet.nonBaseCharacters	Combining marks.
CharacterSet.punctuationCharacters	Punctuation.
CharacterSet.symbols	Symbols.
CharacterSet.uppercaseLetters	Uppercase letters.
CharacterSet.urlFragmentAllowed	Characters allowed in a URL's fragment.
CharacterSet.urlHostAllowed	Characters allowed in a URL's host.
CharacterSet.urlPasswordAllowed	Characters allowed in a URL's password.
CharacterSet.urlPathAllowed	Characters allowed in a URL's path.
CharacterSet.urlQueryAllowed	Characters allowed in a URL's query.
CharacterSet.urlUserAllowed	Characters allowed in a URL's user name.
CharacterSet.union	The characters of either set.
CharacterSet.intersection	The characters both sets hold.
CharacterSet.subtracting	The set's characters that the other set does not hold.
CharacterSet.symmetricDifference	The characters exactly one of the two sets holds.
CharacterSet.isSubset	Whether every character of the set is in the other.
CharacterSet.isSuperset	Whether the set holds every character of the other.
CharacterSet.isStrictSubset	Whether the set is a subset of the other and not equal to it.
CharacterSet.isStrictSuperset	Whether the set is a superset of the other and not equal to it.
CharacterSet.isEmpty	Whether the set holds no character.
CharacterSet.whitespaces	Spaces and tabs.
CharacterSet.whitespacesAndNewlines	Spaces, tabs and line breaks.
ClosedRange<Date>	A range of dates that includes both of its bounds.
ClosedRange<Date>.contains	Whether a date lies within the range.
ClosedRange<Date>.isEmpty	Whether the range is empty; a closed range never is.
ClosedRange<Date>.lowerBound	The range's earliest date.
ClosedRange<Date>.upperBound	The range's latest date.
GaugeStyleConfiguration	What a gauge style's makeBody is given: the gauge's value and its labels.
GaugeStyleConfiguration.value	Where the gauge's value lies between its bounds, from 0 to 1.
GaugeStyleConfiguration.label	The gauge's label, as a view.
GaugeStyleConfiguration.currentValueLabel	The view that shows the gauge's value, or nil.
GaugeStyleConfiguration.minimumValueLabel	The view at the gauge's lower bound, or nil.
GaugeStyleConfiguration.maximumValueLabel	The view at the gauge's upper bound, or nil.
LabelStyleConfiguration	What a label style's makeBody is given: the label's title and icon.
LabelStyleConfiguration.title	The label's title, as a view.
LabelStyleConfiguration.icon	The label's icon, as a view.
PartialRangeFrom	The numbers from a lower bound on, without end, as 1... makes it.
PartialRangeFrom.contains	Whether a number is at least the lower bound.
PartialRangeFrom.lazy	The numbers as a lazy sequence, each made when it is read.
PartialRangeFrom.lowerBound	The range's first number.
PartialRangeFrom.prefix	The first numbers of the range, as many as asked for.
PartialRangeThrough	The values up to and including an upper bound, as ...3 makes it.
PartialRangeThrough.contains	Whether a value is at most the upper bound.
PartialRangeThrough.upperBound	The range's last value.
PartialRangeUpTo	The values below an upper bound, as ..<3 makes it.
PartialRangeUpTo.contains	Whether a value is below the upper bound.
PartialRangeUpTo.upperBound	The bound the range's values stay below.
PrimitiveButtonStyleConfiguration	What a primitive button style's makeBody is given: the label, role and trigger.
PrimitiveButtonStyleConfiguration.label	The button's label, as a view the style places.
PrimitiveButtonStyleConfiguration.role	The button's role, such as .destructive, or nil.
PrimitiveButtonStyleConfiguration.trigger	Performs the button's action; in a widget a tap on the styled button runs its intent.
ProgressViewStyleConfiguration	What a progress view style's makeBody is given: how far it is and its labels.
ProgressViewStyleConfiguration.fractionCompleted	The share completed, from 0 to 1, or nil when the progress is indeterminate.
ProgressViewStyleConfiguration.label	The progress view's label, or nil.
ProgressViewStyleConfiguration.currentValueLabel	The view that shows the current value, or nil.
Range<Int>	A range of Ints that excludes its upper bound, as 0..<3 makes it.
Range<Int>.clamped	The range cut to lie within another half-open range.
Range<Int>.contains	Whether a number lies within the range.
Range<Int>.count	How many numbers the range holds.
Range<Int>.description	The range as Swift writes it, as in 0..<3.
Range<Int>.isEmpty	Whether the range holds no numbers.
Range<Int>.lowerBound	The range's first number.
Range<Int>.overlaps	Whether the range shares a number with another half-open range.
Range<Int>.upperBound	The number just past the range's end.
ClosedRange<Double>	A range of Doubles that includes both of its bounds, as 0.0...1.0 makes it.
ClosedRange<Double>.clamped	The range cut to lie within another closed range.
ClosedRange<Double>.contains	Whether a value lies within the range, by the bounds' order.
ClosedRange<Double>.description	The range as Swift writes it: its bounds around ....
ClosedRange<Double>.isEmpty	Whether the range holds no value; a closed range never is.
ClosedRange<Double>.lowerBound	The range's lower bound.
ClosedRange<Double>.overlaps	Whether the range shares a value with another closed range.
ClosedRange<Double>.upperBound	The range's upper bound, which it holds.
Range<Double>	A range of Doubles that excludes its upper bound, as 0.0..<1.0 makes it.
Range<Double>.clamped	The range cut to lie within another half-open range.
Range<Double>.contains	Whether a value lies within the range, by the bounds' order.
Range<Double>.description	The range as Swift writes it: its bounds around ..<.
Range<Double>.isEmpty	Whether the range holds no value; true when its bounds are equal.
Range<Double>.lowerBound	The range's lower bound.
Range<Double>.overlaps	Whether the range shares a value with another half-open range.
Range<Double>.upperBound	The range's upper bound, which it stays below.
ClosedRange<String>	A range of Strings that includes both of its bounds, as "a"..."f" makes it.
ClosedRange<String>.clamped	The range cut to lie within another closed range.
ClosedRange<String>.contains	Whether a value lies within the range, by the bounds' order.
ClosedRange<String>.description	The range as Swift writes it: its bounds around ....
ClosedRange<String>.isEmpty	Whether the range holds no value; a closed range never is.
ClosedRange<String>.lowerBound	The range's lower bound.
ClosedRange<String>.overlaps	Whether the range shares a value with another closed range.
ClosedRange<String>.upperBound	The range's upper bound, which it holds.
Range<String>	A range of Strings that excludes its upper bound, as "a"..<"f" makes it.
Range<String>.clamped	The range cut to lie within another half-open range.
Range<String>.contains	Whether a value lies within the range, by the bounds' order.
Range<String>.description	The range as Swift writes it: its bounds around ..<.
Range<String>.isEmpty	Whether the range holds no value; true when its bounds are equal.
Range<String>.lowerBound	The range's lower bound.
Range<String>.overlaps	Whether the range shares a value with another half-open range.
Range<String>.upperBound	The range's upper bound, which it stays below.
ClosedRange<Comparable>	A range of values of one of the program's Comparable types that includes both of its bounds.
ClosedRange<Comparable>.clamped	The range cut to lie within another closed range.
ClosedRange<Comparable>.contains	Whether a value lies within the range, by the bounds' order.
ClosedRange<Comparable>.description	The range as Swift writes it: its bounds around ....
ClosedRange<Comparable>.isEmpty	Whether the range holds no value; a closed range never is.
ClosedRange<Comparable>.lowerBound	The range's lower bound.
ClosedRange<Comparable>.overlaps	Whether the range shares a value with another closed range.
ClosedRange<Comparable>.upperBound	The range's upper bound, which it holds.
Range<Comparable>	A range of values of one of the program's Comparable types that excludes its upper bound.
Range<Comparable>.clamped	The range cut to lie within another half-open range.
Range<Comparable>.contains	Whether a value lies within the range, by the bounds' order.
Range<Comparable>.description	The range as Swift writes it: its bounds around ..<.
Range<Comparable>.isEmpty	Whether the range holds no value; true when its bounds are equal.
Range<Comparable>.lowerBound	The range's lower bound.
Range<Comparable>.overlaps	Whether the range shares a value with another half-open range.
Range<Comparable>.upperBound	The range's upper bound, which it stays below.
ClosedRange<Int>	A range of Ints that includes both of its bounds, as 1...3 makes it.
ClosedRange<Int>.clamped	The range cut to lie within another closed range.
ClosedRange<Int>.contains	Whether a number lies within the range.
ClosedRange<Int>.count	How many numbers the range holds.
ClosedRange<Int>.description	The range as Swift writes it, as in 1...3.
ClosedRange<Int>.isEmpty	Whether the range is empty; a closed range never is.
ClosedRange<Int>.lowerBound	The range's first number.
ClosedRange<Int>.overlaps	Whether the range shares a number with another closed range.
ClosedRange<Int>.upperBound	The range's last number.
CocoaError	An error from a Foundation API.
CocoaError.localizedDescription	A description of the error for the user.
Color.accentColor	The app's accent colour.
Color.black	Black.
Color.blue	Blue.
Color.brown	Brown.
Color.cgColor	The colour as a Core Graphics colour.
Color.clear	A colour that shows nothing.
Color.cyan	Cyan.
Color.gradient	A gradient made from the colour.
Color.gray	Gray.
Color.green	Green.
Color.indigo	Indigo.
Color.mint	Mint.
Color.mix	The colour mixed with another by a fraction.
Color.opacity	The colour with the given opacity.
Color.orange	Orange.
Color.pink	Pink.
Color.primary	The colour of primary content, such as text.
Color.purple	Purple.
Color.red	Red.
Color.secondary	The colour of secondary content.
Color.teal	Teal.
Color.tertiary	The colour of tertiary content.
Color.white	White.
Color.yellow	Yellow.
Color.description	The colour as text: red, #FF8000FF, or 50% red.
Color.resolve	The colour's red, green, blue and opacity in an environment.
Color.Resolved	A colour's concrete red, green, blue and opacity, each from 0 to 1.
Color.Resolved.blue	The amount of blue, from 0 to 1.
Color.Resolved.cgColor	The colour as a Core Graphics colour.
Color.Resolved.description	The colour as text: #RRGGBBAA.
Color.Resolved.green	The amount of green, from 0 to 1.
Color.Resolved.opacity	The opacity, from 0 to 1.
Color.Resolved.red	The amount of red, from 0 to 1.
CoordinateSpace.global	The coordinate space of the whole screen.
CoordinateSpace.local	The coordinate space of the view itself.
CoordinateSpace.named	The coordinate space of a view given that name.
ColorScheme	Light or dark appearance.
ColorScheme.dark	The dark appearance.
ColorScheme.light	The light appearance.
ComparisonResult	The order of two values.
ComparisonResult.orderedAscending	The first value comes before the second.
ComparisonResult.orderedDescending	The first value comes after the second.
ComparisonResult.orderedSame	The two values are equal.
ComparisonResult.rawValue	The case as a number: -1 ascending, 0 the same, 1 descending.
ContentUnavailableView.search	A view that says a search found nothing.
CodingKey	A key of a coding path: an object's key or an array's index.
CodingKey.intValue	The index of an array's element, or nil for an object's key.
CodingKey.stringValue	The key's text.
CodingUserInfoKey	A key of a coder's userInfo dictionary, made from its text.
CodingUserInfoKey.rawValue	The key's text.
Data	A buffer of bytes in memory.
NSString	Foundation's string object, which counts its text in UTF-16 code units.
NSString.boolValue	Whether the text starts with Y, y, T, t or a digit other than 0.
NSString.doubleValue	The number the text starts with, or 0.
NSString.floatValue	The number the text starts with, or 0, as a floating-point value.
NSString.intValue	The integer the text starts with, or 0.
NSString.integerValue	The integer the text starts with, or 0, as an Int.
NSString.length	The number of UTF-16 code units in the text.
NSString.longLongValue	The integer the text starts with, or 0, as a 64-bit integer.
NSCache	A class that keeps objects by key, shared by everything that holds it.
NSCache.countLimit	The most objects the cache keeps; 0 for no limit.
NSCache.name	The cache's name.
NSCache.object	The object kept for a key, or nil.
NSCache.removeAllObjects	Removes every object from the cache.
NSCache.removeObject	Removes the object kept for a key.
NSCache.setObject	Keeps an object for a key, with an optional cost.
NSCache.totalCostLimit	The largest total cost the cache keeps; 0 for no limit.
Data.Base64DecodingOptions	Options for reading Base64 text.
Data.Base64DecodingOptions.ignoreUnknownCharacters	Skips line breaks and other characters that are not Base64.
Data.base64EncodedString	The bytes encoded as Base64 text.
Data.contains	Whether the data holds a byte, or one that satisfies a condition.
Data.count	The number of bytes.
Data.dropFirst	The bytes without the first one, or the first few.
Data.dropLast	The bytes without the last one, or the last few.
Data.elementsEqual	Whether two byte sequences are equal.
Data.endIndex	The index after the last byte: the count, or for a slice its end in the data it was cut from.
Data.first	The first byte, or nil when empty.
Data.firstIndex	The index of the first matching byte.
Data.hashValue	A hash of the bytes.
Data.indices	The range of the data's indices, from startIndex to endIndex.
Data.isEmpty	Whether the data has no bytes.
Data.last	The last byte, or nil when empty.
Data.map	The results of transforming each byte.
Data.prefix	The first few bytes.
Data.reduce	Combines all bytes into one value.
Data.append	Adds a byte, or the bytes of an array or another Data, at the end of a Data variable.
Data.range	Where the given bytes first appear in the data, as a range of positions, or nil.
Data.reversed	The bytes in reverse order.
IndexingIterator	An iterator over a collection's elements, as makeIterator() makes it.
IndexingIterator.next	The next element, moving the iterator on; nil after the last.
Array.makeIterator	An iterator over the array's elements, whose next() gives them in order.
String.makeIterator	An iterator over the string's characters, whose next() gives them in order.
Dictionary.makeIterator	An iterator over the dictionary's (key, value) pairs, whose next() gives them in order.
Data.startIndex	The index of the first byte: 0, or for a slice its position in the data it was cut from.
Data.starts	Whether the data begins with the given bytes.
Data.subdata	A copy of the bytes in a range of indices, indexed from 0.
Data.suffix	The last few bytes.
Data.write	Writes the bytes to a file.
Date.AnchoredRelativeFormatStyle	A style that shows a date relative to a fixed anchor date.
Date.FormatStyle	A style that formats dates with chosen fields, locale and time zone.
Date.ISO8601Format	The date as ISO 8601 text.
Date.IntervalFormatStyle	A style that shows a range of dates, saying once what both dates share.
Date.IntervalFormatStyle.format	A range of dates as text in the style.
Date.ISO8601FormatStyle	A style that formats dates as ISO 8601 text.
Date.RelativeFormatStyle	A style that shows a date relative to now, such as 2 hours ago.
Date.addTimeInterval	Moves the date in a variable by a number of seconds.
Date.addingTimeInterval	A new date moved by a number of seconds.
Date.advanced	A new date moved by a number of seconds.
Date.compare	Compares the date with another.
Date.description	A text form of the date.
Date.distance	The number of seconds from this date to another.
Date.distantFuture	A date far in the future.
Date.distantPast	A date far in the past.
Date.formatted	The date as localized text, in a given style.
Date.now	The current date and time.
Date.timeIntervalBetween1970AndReferenceDate	The seconds between 1 January 1970 and 1 January 2001.
Date.timeIntervalSince	The seconds between this date and another.
Date.timeIntervalSince1970	The seconds since 1 January 1970 UTC.
Date.timeIntervalSinceNow	The seconds between this date and now.
Date.timeIntervalSinceReferenceDate	The seconds since 1 January 2001 UTC.
Date.AnchoredRelativeFormatStyle.anchor	The date that others are shown relative to.
Date.AnchoredRelativeFormatStyle.calendar	The calendar used to compute the difference.
Date.AnchoredRelativeFormatStyle.format	A date as text relative to the anchor.
Date.AnchoredRelativeFormatStyle.locale	The locale of the text.
Date.FormatStyle.DateStyle	How much of the date a formatted date shows.
Date.FormatStyle.DateStyle.abbreviated	A date with an abbreviated month name.
Date.FormatStyle.DateStyle.complete	A date with the weekday and full month name.
Date.FormatStyle.DateStyle.long	A date with the full month name.
Date.FormatStyle.DateStyle.numeric	A date in numbers only.
Date.FormatStyle.DateStyle.omitted	No date.
Date.FormatStyle.TimeStyle	How much of the time a formatted date shows.
Date.FormatStyle.TimeStyle.complete	A time with seconds and the time zone.
Date.FormatStyle.TimeStyle.omitted	No time.
Date.FormatStyle.TimeStyle.shortened	A time in hours and minutes.
Date.FormatStyle.TimeStyle.standard	A time in hours, minutes and seconds.
DateComponents	A date or a duration described by calendar components.
DateComponents.calendar	The calendar the components are in, if set.
DateComponents.date	The date the components make in their calendar; nil without one.
DateComponents.day	The day, if set.
DateComponents.era	The era, if set.
DateComponents.hour	The hour, if set.
DateComponents.isValidDate	Whether the components make a valid date in a calendar.
DateComponents.minute	The minute, if set.
DateComponents.month	The month, if set.
DateComponents.nanosecond	The nanosecond, if set.
DateComponents.quarter	The quarter, if set.
DateComponents.second	The second, if set.
DateComponents.setValue	Sets the value of one component.
DateComponents.timeZone	The time zone of the components, if set.
DateComponents.value	The value of one component, if set.
DateComponents.weekOfMonth	The week of the month, if set.
DateComponents.weekOfYear	The week of the year, if set.
DateComponents.weekday	The day of the week, if set.
DateComponents.weekdayOrdinal	The position of the weekday in the month, if set.
DateComponents.year	The year, if set.
DateComponents.yearForWeekOfYear	The year of the week-of-year numbering, if set.
DateComponentsFormatter	A formatter that turns a duration into text such as 1h 5m.
DateComponentsFormatter.allowedUnits	The calendar units the text may use.
DateComponentsFormatter.maximumUnitCount	The most units the text shows.
DateComponentsFormatter.string	A duration, or the time between two dates, as text.
DateComponentsFormatter.unitsStyle	How the units are written.
DateComponentsFormatter.zeroFormattingBehavior	How units whose value is zero are shown.
DateComponentsFormatter.UnitsStyle	How a duration formatter writes its units.
DateComponentsFormatter.UnitsStyle.abbreviated	Short unit letters, such as 1h 5m.
DateComponentsFormatter.UnitsStyle.brief	Short unit names, such as 1hr 5min.
DateComponentsFormatter.UnitsStyle.full	Full unit names, such as 1 hour, 5 minutes.
DateComponentsFormatter.UnitsStyle.positional	Numbers separated by colons, such as 1:05:00.
DateComponentsFormatter.UnitsStyle.short	Shortened unit names, such as 1 hr, 5 min.
DateComponentsFormatter.UnitsStyle.spellOut	Numbers and units spelled out in words.
DateComponentsFormatter.ZeroFormattingBehavior	How a duration formatter shows zero units.
DateComponentsFormatter.ZeroFormattingBehavior.default	The formatter's usual handling of zeros.
DateComponentsFormatter.ZeroFormattingBehavior.dropAll	Leaves out every zero unit.
DateComponentsFormatter.ZeroFormattingBehavior.dropLeading	Leaves out zero units at the start.
DateComponentsFormatter.ZeroFormattingBehavior.dropMiddle	Leaves out zero units between others.
DateComponentsFormatter.ZeroFormattingBehavior.dropTrailing	Leaves out zero units at the end.
DateComponentsFormatter.ZeroFormattingBehavior.pad	Pads zero units with zeros.
DateFormatStyle	A style that formats dates field by field.
DateFormatStyle.dateSeparator	The style with a given separator between date fields.
DateFormatStyle.dateTime	A style that shows date and time fields you choose.
DateFormatStyle.dateTimeSeparator	The style with a given separator between the date and the time.
DateFormatStyle.day	The style with the day of the month.
DateFormatStyle.era	The style with the era.
DateFormatStyle.hour	The style with the hour.
DateFormatStyle.iso8601	A style that writes ISO 8601 dates.
DateFormatStyle.locale	The style in a given locale.
DateFormatStyle.minute	The style with the minute.
DateFormatStyle.month	The style with the month.
DateFormatStyle.quarter	The style with the quarter.
DateFormatStyle.relative	A style that shows a date relative to now.
DateFormatStyle.second	The style with the second.
DateFormatStyle.time	The ISO 8601 style with the time, optionally with fractions of a second.
DateFormatStyle.timeSeparator	The style with a given separator between time fields.
DateFormatStyle.timeZone	The style with the time zone.
DateFormatStyle.timeZoneSeparator	The style with a given separator in the time zone offset.
DateFormatStyle.weekOfYear	The style with the week of the year.
DateFormatStyle.weekday	The style with the weekday.
DateFormatStyle.year	The style with the year.
DateFormatter	A formatter that converts between dates and text.
DateFormatter.amSymbol	The symbol for times before noon.
DateFormatter.date	The date a text describes, or nil.
DateFormatter.dateFormat	The pattern the formatter uses, or one built from a template.
DateFormatter.dateStyle	How much of the date the formatter shows.
DateFormatter.locale	The formatter's locale.
DateFormatter.localizedString	A date as text in the given date and time styles.
DateFormatter.pmSymbol	The symbol for times after noon.
DateFormatter.setLocalizedDateFormatFromTemplate	Sets the pattern from a template, ordered for the locale.
DateFormatter.monthSymbols	The names of the months.
DateFormatter.shortMonthSymbols	Short names of the months.
DateFormatter.shortStandaloneMonthSymbols	The months' short names, said alone.
DateFormatter.shortStandaloneWeekdaySymbols	The weekdays' short names, said alone.
DateFormatter.shortWeekdaySymbols	Short names of the weekdays.
DateFormatter.standaloneMonthSymbols	Month names for use on their own.
DateFormatter.standaloneWeekdaySymbols	Weekday names for use on their own.
DateFormatter.veryShortMonthSymbols	One-letter names of the months.
DateFormatter.veryShortStandaloneMonthSymbols	The months' one-letter names, said alone.
DateFormatter.veryShortStandaloneWeekdaySymbols	The weekdays' one-letter names, said alone.
DateFormatter.veryShortWeekdaySymbols	One-letter names of the weekdays.
DateFormatter.weekdaySymbols	The names of the weekdays.
DateFormatter.string	A date as text.
DateFormatter.timeStyle	How much of the time the formatter shows.
DateFormatter.timeZone	The formatter's time zone.
DateFormatter.calendar	The calendar the formatter uses.
DateFormatter.Style	A predefined length of a date or time in a formatter.
DateFormatter.Style.full	The longest form, with the weekday.
DateFormatter.Style.long	A long form, with the month's name.
DateFormatter.Style.medium	A medium form, with an abbreviated month.
DateFormatter.Style.none	Nothing.
DateFormatter.Style.short	A short, numeric form.
DateInterval	A span of time between a start and an end date.
DateInterval.compare	Compares the interval with another.
DateInterval.contains	Whether a date lies within the interval.
DateInterval.duration	The length of the interval in seconds.
DateInterval.end	The interval's end date.
DateInterval.intersection	The part of time two intervals share, if any.
DateInterval.intersects	Whether two intervals overlap.
DateInterval.start	The interval's start date.
Decoder	A value that reads a type's data while decoding.
Decoder.codingPath	The keys taken to reach this point in decoding.
Decoder.userInfo	The values the JSONDecoder was given for its types' init(from:).
Decoder.container	A container that reads values by key.
Decoder.singleValueContainer	A container that reads one value.
Decoder.unkeyedContainer	A container that reads values in order.
DecodingError	An error that arises while decoding.
DecodingError.Context	Where a decoding error arose and what went wrong.
DecodingError.Context.codingPath	The keys that lead to the value that failed.
DecodingError.Context.debugDescription	A description of what went wrong, for the developer.
DecodingError.Context.underlyingError	The error that caused this one, if any.
DecodingError.dataCorrupted	The data is not what the type expects.
DecodingError.dataCorruptedError	A dataCorrupted error at a container (and a key).
DecodingError.keyNotFound	A key the type needs is missing.
DecodingError.localizedDescription	A description of the error for the user.
DecodingError.typeMismatch	A value is not of the type expected.
DecodingError.valueNotFound	A value the type needs is null.
DefaultButtonStyle	The platform's default button style.
DefaultButtonStyle.automatic	The button style of the context.
Dictionary	A collection of key-value pairs.
Dictionary.allSatisfy	Whether every pair satisfies a condition.
Dictionary.compactMap	The non-nil results of transforming each pair.
Dictionary.compactMapValues	The pairs whose transformed values are not nil, with those values.
Dictionary.contains	Whether some pair satisfies a condition.
Dictionary.count	The number of pairs, or of those that satisfy a condition.
Dictionary.description	A text form of the dictionary.
Dictionary.debugDescription	A text form of the dictionary, as debugPrint writes it.
Dictionary.enumerated	Pairs of each position and key-value pair.
Dictionary.filter	The pairs that satisfy a condition.
Dictionary.first	A pair, or the first that satisfies a condition.
Dictionary.flatMap	The concatenated results of transforming each pair into a sequence.
Dictionary.forEach	Calls a closure on each pair.
Dictionary.isEmpty	Whether the dictionary has no pairs.
Dictionary.keys	The dictionary's keys.
Dictionary.map	The results of transforming each pair.
Dictionary.mapValues	The same keys with transformed values.
Dictionary.max	The largest pair by a comparison.
Dictionary.merge	Adds the pairs of another dictionary, resolving duplicate keys.
Dictionary.merging	A new dictionary with the pairs of another added.
Dictionary.min	The smallest pair by a comparison.
Dictionary.randomElement	A random pair, or nil when empty.
Dictionary.reduce	Combines all pairs into one value.
Dictionary.removeValue	Removes a key and its value.
Dictionary.removeAll	Removes every key and value.
Dictionary.sorted	The pairs in sorted order.
Dictionary.updateValue	Sets the value for a key.
Dictionary.values	The dictionary's values.
Double.advanced	The number plus a step.
Double.distance	The difference from this number to another.
Double.formatted	The number as localized text.
Double.greatestFiniteMagnitude	The largest finite value.
Double.ulpOfOne	The gap between 1.0 and the next larger Double.
Double.leastNonzeroMagnitude	The smallest positive Double, a subnormal one.
Double.leastNormalMagnitude	The smallest positive Double with full precision.
Double.infinity	Positive infinity.
Double.isFinite	Whether the value is neither infinite nor NaN.
Double.isInfinite	Whether the value is infinite.
Double.isNaN	Whether the value is not a number.
Double.isTotallyOrdered	Whether the value comes before or equals another in IEEE 754 total order.
Double.isEqual	Whether the value equals another.
Double.isLessThanOrEqualTo	Whether the value is less than or equal to another.
Double.isLess	Whether the value is less than another.
Double.maximum	The greater of two numbers; a NaN loses to a number.
Double.minimum	The lesser of two numbers; a NaN loses to a number.
Double.nan	A value that is not a number.
Double.pi	The number pi.
Double.remainder	The remainder of a division whose quotient is rounded to the nearest.
Double.random	A random value in a range.
Double.round	Rounds the value in place.
Double.rounded	The value rounded to a whole number.
Double.squareRoot	The square root of the value.
Double.truncatingRemainder	The remainder of a division whose quotient is truncated toward zero.
Double.doubleValue	The Double itself: an intent definition's Decimal parameter, an NSNumber in Xcode's classes.
Duration	A length of time with attosecond precision.
Duration.components	The duration as whole seconds and attoseconds.
Duration.days	The whole days in the duration.
Duration.formatted	The duration as localized text.
Duration.hours	The whole hours in the duration.
Duration.microseconds	A duration of some microseconds.
Duration.milliseconds	A duration of some milliseconds.
Duration.minutes	The whole minutes in the duration.
Duration.nanoseconds	A duration of some nanoseconds.
Duration.seconds	A duration of some seconds, or the whole seconds in a duration.
Duration.zero	A duration of zero.
Duration.TimeFormatStyle.Pattern	The fields a duration shows as a clock time.
Duration.TimeFormatStyle.Pattern.hourMinute	Hours and minutes.
Duration.TimeFormatStyle.Pattern.hourMinuteSecond	Hours, minutes and seconds.
Duration.TimeFormatStyle.Pattern.minuteSecond	Minutes and seconds.
Duration.UnitsFormatStyle.Unit	A unit a duration may be shown in.
Duration.UnitsFormatStyle.Unit.days	Days.
Duration.UnitsFormatStyle.Unit.hours	Hours.
Duration.UnitsFormatStyle.Unit.milliseconds	Milliseconds.
Duration.UnitsFormatStyle.Unit.minutes	Minutes.
Duration.UnitsFormatStyle.Unit.seconds	Seconds.
Duration.UnitsFormatStyle.Unit.weeks	Weeks.
Duration.UnitsFormatStyle.UnitWidth	How long the unit names of a duration are.
Duration.UnitsFormatStyle.UnitWidth.abbreviated	Abbreviated names, such as 5 hr.
Duration.UnitsFormatStyle.UnitWidth.condensedAbbreviated	Condensed abbreviations, such as 5hr.
Duration.UnitsFormatStyle.UnitWidth.narrow	The shortest names, such as 5h.
Duration.UnitsFormatStyle.UnitWidth.wide	Full names, such as 5 hours.
DurationFormatStyle	A style that formats a duration.
DurationFormatStyle.locale	The style in a given locale.
DurationFormatStyle.time	A style that shows a duration as a clock time.
DurationFormatStyle.units	A style that shows a duration with unit names.
DynamicIsland	What a Live Activity shows in the Dynamic Island: expanded regions and compact and minimal views.
DynamicIslandExpandedRegion	A region of the expanded Dynamic Island: leading, trailing, center or bottom.
DynamicTypeSize	A size of text chosen by the user.
DynamicTypeSize.accessibility1	The first accessibility size.
DynamicTypeSize.accessibility2	The second accessibility size.
DynamicTypeSize.accessibility3	The third accessibility size.
DynamicTypeSize.accessibility4	The fourth accessibility size.
DynamicTypeSize.accessibility5	The largest accessibility size.
DynamicTypeSize.large	The default size.
DynamicTypeSize.medium	A medium size.
DynamicTypeSize.small	A small size.
DynamicTypeSize.xLarge	An extra large size.
DynamicTypeSize.xSmall	An extra small size.
DynamicTypeSize.xxLarge	A larger size.
DynamicTypeSize.xxxLarge	The largest size below the accessibility sizes.
Edge	One side of a rectangle: top, leading, bottom or trailing.
Edge.bottom	The bottom side.
Edge.leading	The leading side.
Edge.top	The top side.
Edge.trailing	The trailing side.
Edge.Set	A set of the four sides of a rectangle.
Edge.Set.all	All four sides.
Edge.Set.bottom	The bottom side.
Edge.Set.horizontal	The leading and trailing sides.
Edge.Set.leading	The leading side.
Edge.Set.top	The top side.
Edge.Set.trailing	The trailing side.
Edge.Set.vertical	The top and bottom sides.
EdgeInsets	Distances inset from the four edges of a rectangle.
EdgeInsets.bottom	The inset from the bottom edge.
EdgeInsets.leading	The inset from the leading edge.
EdgeInsets.top	The inset from the top edge.
EdgeInsets.trailing	The inset from the trailing edge.
EnvironmentValues	The values views read with @Environment; extend it with keys of your own.
Encoder	A value that writes a type's data while encoding.
Encoder.container	A container that writes values by key.
Encoder.singleValueContainer	A container that writes one value.
Encoder.unkeyedContainer	A container that writes values in order.
Encoder.userInfo	The values the JSONEncoder was given for its types' encode(to:).
EncodingError	An error that arises while encoding.
EncodingError.Context	Where an encoding error arose and what went wrong.
EncodingError.Context.codingPath	The keys that lead to the value that failed.
EncodingError.Context.debugDescription	A description of what went wrong, for the developer.
EncodingError.Context.underlyingError	The error that caused this one, if any.
EncodingError.invalidValue	A value that cannot be encoded.
EncodingError.localizedDescription	A description of the error for the user.
FetchDescriptor	A description of which models to fetch and in what order.
FetchDescriptor.fetchLimit	The most models to fetch.
FetchDescriptor.fetchOffset	How many matching models to skip.
FetchDescriptor.includePendingChanges	Whether unsaved changes are included.
FetchDescriptor.predicate	The condition models must meet.
FetchDescriptor.propertiesToFetch	The properties to load.
FetchDescriptor.relationshipKeyPathsForPrefetching	The relationships to load with the models.
FetchDescriptor.sortBy	The order of the results.
FileManager	An interface to the file system.
FileManager.containerURL	The shared container of an app group.
FileManager.contentsOfDirectory	The items in a directory: their names, or their URLs.
FileManager.default	The shared file manager.
FileManager.createDirectory	Makes a folder, and the folders above it when asked.
FileManager.createFile	Writes a file with the given contents; whether it could.
FileManager.fileExists	Whether a file or directory exists at a path.
FileManager.removeItem	Deletes a file or directory.
FileManager.setAttributes	Sets a file's attributes, such as its protection.
FileManager.temporaryDirectory	A folder for temporary files: here one of the widget's own container.
FileManager.urls	The URLs of a standard directory.
FileManager.SearchPathDirectory	A standard directory.
FileManager.SearchPathDirectory.applicationSupportDirectory	The directory for app support files.
FileManager.SearchPathDirectory.cachesDirectory	The directory for caches.
FileManager.SearchPathDirectory.documentDirectory	The directory for the user's documents.
FileManager.SearchPathDirectory.downloadsDirectory	The directory for downloaded files.
FileManager.SearchPathDirectory.libraryDirectory	The directory for the app's library files.
FileManager.SearchPathDomainMask	Where to look for a standard directory.
FileManager.SearchPathDomainMask.userDomainMask	The user's home directory.
FillStyle	How the inside of a shape is filled.
Float	A single-precision floating-point number.
Float16	A 16-bit floating-point number, held here as a Float.
FloatingPointRoundingRule	A way of rounding a floating-point number.
FloatingPointRoundingRule.awayFromZero	To the nearest whole value whose magnitude is at least as large.
FloatingPointRoundingRule.down	To the nearest whole value that is less or equal.
FloatingPointRoundingRule.toNearestOrAwayFromZero	To the nearest whole value; halfway cases away from zero.
FloatingPointRoundingRule.toNearestOrEven	To the nearest whole value; halfway cases to the even one.
FloatingPointRoundingRule.towardZero	To the nearest whole value whose magnitude is at most as large.
FloatingPointRoundingRule.up	To the nearest whole value that is greater or equal.
Font	A font for text.
Font.body	The font for body text.
Font.bold	The font in bold.
Font.callout	The font for callouts.
Font.caption	The font for captions.
Font.caption2	The font for secondary captions.
Font.custom	A font with a given name and size.
Font.footnote	The font for footnotes.
Font.headline	The font for headings.
Font.italic	The font in italics.
Font.largeTitle	The font for large titles.
Font.leading	The font with adjusted line spacing.
Font.lowercaseSmallCaps	The font with lowercase letters as small capitals.
Font.monospaced	The font in a fixed-width variant.
Font.monospacedDigit	The font with fixed-width digits.
Font.smallCaps	The font with small capitals.
Font.subheadline	The font for subheadings.
Font.system	The system font at a size or text style, with a weight and design.
Font.title	The font for titles.
Font.title2	The font for second-level titles.
Font.title3	The font for third-level titles.
Font.uppercaseSmallCaps	The font with uppercase letters as small capitals.
Font.weight	The font with a given weight.
Font.width	The font with a given width.
Font.Design	A design of the system font.
Font.Design.default	The standard design.
Font.Design.monospaced	A fixed-width design.
Font.Design.rounded	A design with rounded letter forms.
Font.Design.serif	A design with serifs.
Font.Leading	A line spacing of a font.
Font.Leading.loose	More space between lines.
Font.Leading.standard	The font's usual line spacing.
Font.Leading.tight	Less space between lines.
Font.Weight	A thickness of a font's strokes.
Font.Weight.black	The heaviest weight.
Font.Weight.bold	A bold weight.
Font.Weight.heavy	A heavy weight.
Font.Weight.light	A light weight.
Font.Weight.medium	A medium weight.
Font.Weight.regular	The regular weight.
Font.Weight.semibold	A semibold weight.
Font.Weight.thin	A thin weight.
Font.Weight.ultraLight	The lightest weight.
Font.Width	A width of a font's letters.
Font.Width.compressed	The narrowest width.
Font.Width.condensed	A narrow width.
Font.Width.expanded	A wide width.
Font.Width.standard	The standard width.
GeometryProxy	The size and coordinates of a GeometryReader's container.
GeometryProxy.frame	The container's frame in a coordinate space.
GeometryProxy.safeAreaInsets	The container's safe area insets.
GeometryProxy.size	The size of the container.
Gradient	A list of colours and where they fall, for gradients.
Gradient.Stop	A colour and its location in a gradient.
Hasher	Mixes values into one hash number, for a hash(into:) of your own.
Hasher.combine	Mixes a value into the hash.
Hasher.finalize	The hash of the values mixed in.
INExtension	The Intents extension's principal class, which gives the handler of each intent; nothing calls it here.
INIntent	A SiriKit intent, as a handler receives it.
INInteraction	A SiriKit intent and its response, as Siri donates them.
INObject	An option of a SiriKit parameter: an identifier and the text shown for it.
INObject.displayString	The text shown for the option.
INObject.displayImage	The picture shown beside the option, if it has one.
INObject.identifier	The option's identifier.
INObject.subtitleString	The smaller text shown under the option, if it has one.
INImage	The picture beside a SiriKit option in the widget's edit sheet.
INObjectCollection	The options a handler gives for a SiriKit parameter, in sections or as one list.
INObjectCollection.allItems	Every option of the collection, its sections' in order.
INObjectSection	A titled group of options for a SiriKit parameter.
INObjectSection.items	The options of the section.
INObjectSection.title	The section's title, if it has one.
INBooleanResolutionResult	How a handler resolved a SiriKit parameter's value.
INBooleanResolutionResult.needsValue	The parameter needs a value from the person.
INBooleanResolutionResult.notRequired	The parameter needs no value.
INBooleanResolutionResult.success	The parameter resolved to this value.
INBooleanResolutionResult.unsupported	The value given is not supported.
INIntegerResolutionResult	How a handler resolved a SiriKit parameter's value.
INIntegerResolutionResult.needsValue	The parameter needs a value from the person.
INIntegerResolutionResult.notRequired	The parameter needs no value.
INIntegerResolutionResult.success	The parameter resolved to this value.
INIntegerResolutionResult.unsupported	The value given is not supported.
INStringResolutionResult	How a handler resolved a SiriKit parameter's value.
INStringResolutionResult.needsValue	The parameter needs a value from the person.
INStringResolutionResult.notRequired	The parameter needs no value.
INStringResolutionResult.success	The parameter resolved to this value.
INStringResolutionResult.unsupported	The value given is not supported.
HierarchicalShapeStyle	A shade of the foreground style by level.
HierarchicalShapeStyle.primary	The first level: the foreground style itself.
HierarchicalShapeStyle.quaternary	The fourth level of the foreground style.
HierarchicalShapeStyle.quinary	The fifth level of the foreground style.
HierarchicalShapeStyle.secondary	The second level of the foreground style.
HierarchicalShapeStyle.tertiary	The third level of the foreground style.
GridItem	The size and spacing of a row or column of a lazy grid.
HTTPURLResponse	The metadata of a response to an HTTP request.
HTTPURLResponse.allHeaderFields	The response's header fields.
HTTPURLResponse.expectedContentLength	The length of the body, if known.
HTTPURLResponse.localizedString	A description of an HTTP status code.
HTTPURLResponse.mimeType	The MIME type of the body.
HTTPURLResponse.statusCode	The HTTP status code.
HTTPURLResponse.url	The URL of the response.
HTTPURLResponse.value	The value of a header field.
HorizontalAlignment	A position along the horizontal axis.
HorizontalAlignment.center	Centred horizontally.
HorizontalAlignment.leading	At the leading edge.
HorizontalAlignment.listRowSeparatorLeading	Where a list row's separator starts.
HorizontalAlignment.listRowSeparatorTrailing	Where a list row's separator ends.
HorizontalAlignment.trailing	At the trailing edge.
ISO8601DateFormatter	A formatter that converts between dates and ISO 8601 text.
ISO8601DateFormatter.date	The date an ISO 8601 text describes, or nil.
ISO8601DateFormatter.formatOptions	The parts of the ISO 8601 text the formatter uses.
ISO8601DateFormatter.string	A date as ISO 8601 text.
ISO8601DateFormatter.timeZone	The formatter's time zone.
Int.advanced	The integer plus a step, in its own width.
Int.distance	The difference from this integer to another, as an Int.
Int.addingReportingOverflow	The sum, and whether it overflowed.
Int.bigEndian	The big-endian representation of the number, in its own width.
Int.bitWidth	The number of bits in the type.
Int.byteSwapped	The number with its bytes in reverse order, in its own width.
Int.dividedReportingOverflow	The quotient, and whether it overflowed.
Int.formatted	The number as localized text.
Int.isMultiple	Whether the number is a multiple of another.
Int.isSigned	Whether the type can hold negative values.
Int.leadingZeroBitCount	The number of zero bits before the highest set bit.
Int.littleEndian	The little-endian representation of the number, in its own width.
Int.magnitude	The absolute value of the number.
Int.max	The largest value the type holds.
Int.min	The smallest value the type holds.
Int.multipliedFullWidth	The full product, as a high and a low half.
Int.multipliedReportingOverflow	The product, and whether it overflowed.
Int.nonzeroBitCount	The number of set bits.
Int.quotientAndRemainder	The quotient and remainder of a division.
Int.random	A random integer in a range.
Int.remainderReportingOverflow	The remainder, and whether it overflowed.
Int.signum	-1, 0 or 1 for a negative number, zero or a positive number.
Int.subtractingReportingOverflow	The difference, and whether it overflowed.
Int.trailingZeroBitCount	The number of zero bits after the lowest set bit.
Int.zero	Zero.
Int.intValue	The Int itself: an intent definition's Integer parameter, an NSNumber in Xcode's classes.
Int16	A 16-bit signed integer.
Int16.bitWidth	The number of bits in the type.
Int16.isSigned	Whether the type can hold negative values.
Int16.max	The largest value the type holds.
Int16.min	The smallest value the type holds.
Int16.zero	Zero.
Int16.random	A number of a range, in the type's width.
Int32	A 32-bit signed integer.
Int32.bitWidth	The number of bits in the type.
Int32.isSigned	Whether the type can hold negative values.
Int32.max	The largest value the type holds.
Int32.min	The smallest value the type holds.
Int32.zero	Zero.
Int32.random	A number of a range, in the type's width.
Int64	A 64-bit signed integer.
Int64.bitWidth	The number of bits in the type.
Int64.isSigned	Whether the type can hold negative values.
Int64.max	The largest value the type holds.
Int64.min	The smallest value the type holds.
Int64.zero	Zero.
Int64.random	A number of a range, in the type's width.
Int8	An 8-bit signed integer.
Int8.bitWidth	The number of bits in the type.
Int8.isSigned	Whether the type can hold negative values.
Int8.max	The largest value the type holds.
Int8.min	The smallest value the type holds.
Int8.zero	Zero.
Int8.random	A number of a range, in the type's width.
IntentAuthenticationPolicy	When an intent may run on a locked device.
IntentAuthenticationPolicy.alwaysAllowed	The intent may always run.
IntentAuthenticationPolicy.requiresAuthentication	The device must be unlocked.
IntentAuthenticationPolicy.requiresLocalDeviceAuthentication	The user must authenticate on the device itself.
IntentModes	Where an intent runs: in the background or with its app in the foreground.
IntentModes.background	The intent runs without opening its app.
IntentModes.foreground	The intent opens its app to run.
JSONDecoder	An object that decodes values from JSON.
JSONDecoder.dataDecodingStrategy	How the decoder reads binary data.
JSONDecoder.dateDecodingStrategy	How the decoder reads dates.
JSONDecoder.decode	Decodes a value of a type from JSON data.
JSONDecoder.userInfo	Values the types being decoded read from their Decoder.
JSONDecoder.keyDecodingStrategy	How the decoder maps JSON keys to property names.
JSONDecoder.nonConformingFloatDecodingStrategy	How the decoder reads infinity and NaN.
JSONDecoder.DataDecodingStrategy	How a JSON decoder reads binary data.
JSONDecoder.DataDecodingStrategy.base64	Reads data from Base64 text.
JSONDecoder.DataDecodingStrategy.deferredToData	Reads data as Data itself decodes it.
JSONDecoder.DateDecodingStrategy	How a JSON decoder reads dates.
JSONDecoder.DateDecodingStrategy.deferredToDate	Reads dates as Date itself decodes them.
JSONDecoder.DateDecodingStrategy.formatted	Reads dates with a date formatter.
JSONDecoder.DateDecodingStrategy.iso8601	Reads dates from ISO 8601 text.
JSONDecoder.DateDecodingStrategy.millisecondsSince1970	Reads dates as milliseconds since 1970.
JSONDecoder.DateDecodingStrategy.secondsSince1970	Reads dates as seconds since 1970.
JSONDecoder.KeyDecodingStrategy	How a JSON decoder maps keys to property names.
JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase	Turns snake_case keys into camelCase names.
JSONDecoder.KeyDecodingStrategy.custom	Maps each key with a closure given its coding path, the key last.
JSONDecoder.KeyDecodingStrategy.useDefaultKeys	Uses the keys as they are.
JSONDecoder.NonConformingFloatDecodingStrategy	How a JSON decoder reads infinity and NaN.
JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString	Reads them from the given strings.
JSONDecoder.NonConformingFloatDecodingStrategy.throw	Throws an error on them.
JSONEncoder	An object that encodes values as JSON.
JSONEncoder.dataEncodingStrategy	How the encoder writes binary data.
JSONEncoder.dateEncodingStrategy	How the encoder writes dates.
JSONEncoder.encode	Encodes a value as JSON data.
JSONEncoder.userInfo	Values the types being encoded read from their Encoder.
JSONEncoder.keyEncodingStrategy	How the encoder maps property names to keys.
JSONEncoder.nonConformingFloatEncodingStrategy	How the encoder writes infinity and NaN.
JSONEncoder.outputFormatting	How the JSON text is laid out.
JSONEncoder.DataEncodingStrategy	How a JSON encoder writes binary data.
JSONEncoder.DataEncodingStrategy.base64	Writes data as Base64 text.
JSONEncoder.DataEncodingStrategy.deferredToData	Writes data as Data itself encodes it.
JSONEncoder.DateEncodingStrategy	How a JSON encoder writes dates.
JSONEncoder.DateEncodingStrategy.deferredToDate	Writes dates as Date itself encodes them.
JSONEncoder.DateEncodingStrategy.formatted	Writes dates with a date formatter.
JSONEncoder.DateEncodingStrategy.iso8601	Writes dates as ISO 8601 text.
JSONEncoder.DateEncodingStrategy.millisecondsSince1970	Writes dates as milliseconds since 1970.
JSONEncoder.DateEncodingStrategy.secondsSince1970	Writes dates as seconds since 1970.
JSONEncoder.KeyEncodingStrategy	How a JSON encoder maps property names to keys.
JSONEncoder.KeyEncodingStrategy.convertToSnakeCase	Turns camelCase names into snake_case keys.
JSONEncoder.KeyEncodingStrategy.useDefaultKeys	Uses the property names as they are.
JSONEncoder.NonConformingFloatEncodingStrategy	How a JSON encoder writes infinity and NaN.
JSONEncoder.NonConformingFloatEncodingStrategy.convertToString	Writes them as the given strings.
JSONEncoder.NonConformingFloatEncodingStrategy.throw	Throws an error on them.
JSONEncoder.OutputFormatting	Options for laying out JSON text.
JSONEncoder.OutputFormatting.prettyPrinted	Indents the text and puts values on their own lines.
JSONEncoder.OutputFormatting.sortedKeys	Writes keys in sorted order.
JSONEncoder.OutputFormatting.withoutEscapingSlashes	Leaves forward slashes unescaped.
JSONSerialization	Converts between JSON and arrays, dictionaries, strings and numbers.
JSONSerialization.data	JSON data made from an array or dictionary.
JSONSerialization.isValidJSONObject	Whether a value can be turned into JSON.
JSONSerialization.jsonObject	The arrays, dictionaries and values JSON data holds.
JSONSerialization.ReadingOptions	Options for reading JSON.
JSONSerialization.ReadingOptions.fragmentsAllowed	Allows a top-level value that is not an array or dictionary.
JSONSerialization.ReadingOptions.json5Allowed	Allows JSON5 syntax.
JSONSerialization.ReadingOptions.mutableContainers	Makes arrays and dictionaries mutable.
JSONSerialization.ReadingOptions.mutableLeaves	Makes strings mutable.
JSONSerialization.ReadingOptions.topLevelDictionaryAssumed	Reads a top-level dictionary without braces.
JSONSerialization.WritingOptions	Options for writing JSON.
JSONSerialization.WritingOptions.fragmentsAllowed	Allows a top-level value that is not an array or dictionary.
JSONSerialization.WritingOptions.prettyPrinted	Indents the text and puts values on their own lines.
JSONSerialization.WritingOptions.sortedKeys	Writes keys in sorted order.
JSONSerialization.WritingOptions.withoutEscapingSlashes	Leaves forward slashes unescaped.
KeyPathComparator	A comparator that orders values by a key path.
KeyPathComparator.order	Whether the order is forward or reverse.
KeyedDecodingContainer	A container that reads values by key while decoding.
KeyedDecodingContainer.allKeys	The keys present in the container.
KeyedDecodingContainer.codingPath	The keys taken to reach this container.
KeyedDecodingContainer.contains	Whether a key is present.
KeyedDecodingContainer.decode	Decodes the value for a key.
KeyedDecodingContainer.decodeIfPresent	Decodes the value for a key, or nil when it is missing.
KeyedDecodingContainer.decodeNil	Whether the value for a key is null.
KeyedDecodingContainer.nestedContainer	The keyed container stored under a key.
KeyedDecodingContainer.nestedUnkeyedContainer	The unkeyed container stored under a key.
KeyedEncodingContainer	A container that writes values by key while encoding.
KeyedEncodingContainer.encode	Encodes a value for a key.
KeyedEncodingContainer.encodeIfPresent	Encodes a value for a key, unless it is nil.
ListFormatStyle	A style that joins items into a localized list.
ListFormatStyle.list	A list style of a type and width.
ListFormatStyle.locale	The style in a given locale.
ListFormatStyle.ListType	How the last items of a list are joined.
ListFormatStyle.ListType.and	Joined with and.
ListFormatStyle.ListType.or	Joined with or.
ListFormatStyle.Width	How long the joining words of a list are.
ListFormatStyle.Width.narrow	The shortest form.
ListFormatStyle.Width.short	A short form.
ListFormatStyle.Width.standard	The full form.
ListFormatter	A formatter that joins items into a localized list.
ListFormatter.localizedString	Strings joined into a localized list.
Locale	Information about a language and region, for formatting.
Locale.autoupdatingCurrent	The user's locale, following changes to it.
Locale.current	The user's current locale.
Locale.identifier	The locale's identifier, such as en_US.
Locale.language	The locale's language.
Locale.languageCode	The locale's language code.
Locale.preferredLanguages	The languages the user prefers, most preferred first.
Locale.region	The locale's region.
Locale.regionCode	The locale's region code.
Locale.Language	A language, with its script and region.
Locale.Language.languageCode	The language's code.
Locale.Language.region	The language's region.
Locale.LanguageCode	A language code, such as en.
Locale.LanguageCode.identifier	The code as text.
Locale.Region	A geographic region, such as US.
Locale.Region.identifier	The region's code as text.
Locale.Currency	A currency, such as USD.
Locale.Currency.identifier	The currency's ISO 4217 code.
Logger	An object that writes messages to the unified log.
Logger.critical	Logs a message about a critical problem.
Logger.debug	Logs a message useful while debugging.
Logger.error	Logs a message about an error.
Logger.fault	Logs a message about a fault in the code.
Logger.info	Logs an informative message.
Logger.log	Logs a message at the default or a given level.
Logger.notice	Logs a message at the notice level.
Logger.trace	Logs a tracing message.
Logger.warning	Logs a warning.
MainActor	The global actor of the main thread.
MainActor.assumeIsolated	Runs code that is known to be on the main actor already.
MainActor.run	Runs a closure on the main actor.
Measurement	A value with a unit of measure.
Measurement.converted	The measurement converted to another unit.
Measurement.formatted	The measurement as localized text.
Measurement.unit	The measurement's unit.
Measurement.value	The measurement's number.
Measurement.FormatStyle.UnitWidth	How long the unit names of a measurement are.
Measurement.FormatStyle.UnitWidth.abbreviated	Abbreviated unit names.
Measurement.FormatStyle.UnitWidth.narrow	The shortest unit names.
Measurement.FormatStyle.UnitWidth.wide	Full unit names.
MeasurementFormatStyle	A style that formats measurements.
MeasurementFormatStyle.measurement	A measurement style with a unit width and usage.
MeasurementFormatUnitUsage	The purpose a measurement is shown for, which picks its unit.
MeasurementFormatUnitUsage.asProvided	Uses the unit as given.
MeasurementFormatUnitUsage.general	Uses a unit for general use.
MeasurementFormatUnitUsage.person	Uses a unit for a person's measurements.
MeasurementFormatUnitUsage.personHeight	Uses a unit for a person's height.
MeasurementFormatUnitUsage.personWeight	Uses a unit for a person's weight.
MeasurementFormatUnitUsage.road	Uses a unit for road distances.
MeasurementFormatUnitUsage.weather	Uses a unit for weather.
MeasurementFormatter	A formatter that turns measurements into text.
MeasurementFormatter.locale	The formatter's locale.
MeasurementFormatter.numberFormatter	The number formatter that writes the measurement's value.
MeasurementFormatter.string	A measurement as text.
MeasurementFormatter.unitOptions	Options that choose the unit shown.
MeasurementFormatter.unitStyle	How long the unit names are.
MeasurementFormatter.UnitStyle	How long a measurement formatter's unit names are.
MeasurementFormatter.UnitStyle.long	Full unit names.
MeasurementFormatter.UnitStyle.medium	Abbreviated unit names.
MeasurementFormatter.UnitStyle.short	The shortest unit names.
ModelConfiguration	A description of how a SwiftData store is kept.
ModelContainer	An object that manages a SwiftData app's schema and storage.
ModelContainer.mainContext	The container's context for the main actor.
DefaultSerialModelExecutor	The executor a model actor runs its context's work on.
DefaultSerialModelExecutor.modelContext	The context the executor's work uses.
ModelContext	An object that fetches, inserts and deletes SwiftData models.
ModelContext.autosaveEnabled	Whether the context saves changes by itself.
ModelContext.container	The container the context belongs to.
ModelContext.delete	Deletes a model, or every model that matches.
ModelContext.fetch	The models that match a fetch descriptor.
ModelContext.fetchCount	The number of models that match a fetch descriptor.
ModelContext.hasChanges	Whether the context has unsaved changes.
ModelContext.insert	Inserts a model into the context.
ModelContext.model	The model the identifier names.
ModelContext.registeredModel	The model the identifier names, or nil when there is none.
ModelContext.save	Saves the context's changes to the store.
ModelContext.transaction	Runs a block of changes as one transaction.
NSError	An error with a domain, a code and a user-info dictionary; every Swift error bridges to one.
NSError.code	The error's code within its domain.
NSError.domain	The error's domain, such as NSURLErrorDomain.
NSError.localizedDescription	A description of the error for the user.
NSError.userInfo	More information about the error.
NSLocale	Foundation's locale class, whose class properties give Locale values.
NSLocale.autoupdatingCurrent	The user's current locale, as Locale.autoupdatingCurrent.
NSLocale.current	The user's current locale, as Locale.current.
NSLocale.system	The root locale, with the identifier "".
NSNull	An object that stands for null in collections.
NSLock	A lock around shared state; nothing else holds it, as the widget's code runs in order.
NSLock.lock	Takes the lock.
NSLock.unlock	Gives the lock back.
NSLock.try	Takes the lock if it is free.
NSLock.name	The lock's name, for debugging.
NSLock.withLock	Runs the closure holding the lock and gives its result.
NSRecursiveLock	A lock its holder may take again; nothing else holds it, as the widget's code runs in order.
NSRecursiveLock.lock	Takes the lock.
NSRecursiveLock.unlock	Gives the lock back.
NSRecursiveLock.try	Takes the lock if it is free.
NSRecursiveLock.name	The lock's name, for debugging.
NSRecursiveLock.withLock	Runs the closure holding the lock and gives its result.
OSAllocatedUnfairLock	A lock that holds the state it guards.
OSAllocatedUnfairLock.lock	Takes the lock.
OSAllocatedUnfairLock.unlock	Gives the lock back.
OSAllocatedUnfairLock.lockIfAvailable	Takes the lock if it is free.
OSAllocatedUnfairLock.withLock	Runs the closure with the guarded state and gives its result.
OSAllocatedUnfairLock.withLockUnchecked	Runs the closure with the guarded state, unchecked for sendability.
OSAllocatedUnfairLock.withLockIfAvailable	Runs the closure with the guarded state if the lock is free.
NSNumber	An object that wraps a number or Boolean.
NSNumber.boolValue	The value as a Boolean.
NSNumber.doubleValue	The value as a Double.
NSNumber.intValue	The value as an Int.
NSNumber.stringValue	The value as text.
NSNumber.floatValue	The number as a Float.
NSNumber.int16Value	The number as an Int16.
NSNumber.int32Value	The number as an Int32.
NSNumber.int64Value	The number as an Int64.
NSNumber.int8Value	The number as an Int8.
NSNumber.uint16Value	The number as a UInt16.
NSNumber.uint32Value	The number as a UInt32.
NSNumber.uint64Value	The number as a UInt64.
NSNumber.uint8Value	The number as a UInt8.
NSNumber.uintValue	The number as a UInt.
NSUbiquitousKeyValueStore	A key-value store shared through iCloud.
NSUbiquitousKeyValueStore.array	The array stored for a key.
NSUbiquitousKeyValueStore.stringArray	The array of strings stored for a key, nil when it holds anything else.
NSUbiquitousKeyValueStore.bool	The Boolean stored for a key.
NSUbiquitousKeyValueStore.data	The data stored for a key.
NSUbiquitousKeyValueStore.default	The shared iCloud key-value store.
NSUbiquitousKeyValueStore.dictionary	The dictionary stored for a key.
NSUbiquitousKeyValueStore.didChangeExternallyNotification	Posted when iCloud changes values of the store.
NSUbiquitousKeyValueStore.double	The number stored for a key.
NSUbiquitousKeyValueStore.longLong	The integer stored for a key.
NSUbiquitousKeyValueStore.object	The value stored for a key.
NSUbiquitousKeyValueStore.removeObject	Removes the value for a key.
NSUbiquitousKeyValueStore.set	Stores a value for a key.
NSUbiquitousKeyValueStore.setValue	Stores a value for a key, as set(_:forKey:) does.
NSUbiquitousKeyValueStore.string	The string stored for a key.
NSUbiquitousKeyValueStore.synchronize	Syncs the store with iCloud.
Notification	A message broadcast through a notification center.
Notification.Name	The name of a notification.
Notification.name	The notification's name.
Notification.object	The object that posted the notification.
Notification.userInfo	Extra information sent with the notification.
NotificationCenter	An object that delivers notifications to observers.
NotificationCenter.addObserver	Registers a closure to run when a notification is posted.
NotificationCenter.default	The app's default notification center.
NotificationCenter.post	Posts a notification.
NotificationCenter.removeObserver	Removes an observer.
NumberFormatStyle	A style that formats numbers.
NumberFormatStyle.byteCount	A style that shows a number of bytes.
NumberFormatStyle.currency	A style that shows an amount in a currency.
NumberFormatStyle.decimalSeparator	The style with a decimal separator strategy.
NumberFormatStyle.fractionLength	A precision with a number of fraction digits.
NumberFormatStyle.grouping	The style with a grouping strategy for thousands.
NumberFormatStyle.integerAndFractionLength	A precision with numbers of integer and fraction digits.
NumberFormatStyle.integerLength	A precision with a number of integer digits.
NumberFormatStyle.locale	The style in a given locale.
NumberFormatStyle.notation	The style in a notation, such as scientific or compact.
NumberFormatStyle.number	A style that shows a plain number.
NumberFormatStyle.percent	A style that shows a percentage.
NumberFormatStyle.precision	The style with a given precision.
NumberFormatStyle.rounded	The style with a rounding rule.
NumberFormatStyle.scale	The style that multiplies the number before showing it.
NumberFormatStyle.sign	The style with a strategy for showing the sign.
NumberFormatStyle.significantDigits	A precision with a number of significant digits.
NumberFormatter	A formatter that converts between numbers and text.
NumberFormatter.allowsFloats	Whether numbers may have a fractional part.
NumberFormatter.alwaysShowsDecimalSeparator	Whether the decimal separator is always shown.
NumberFormatter.currencyCode	The ISO 4217 code of the currency.
NumberFormatter.currencySymbol	The symbol of the currency.
NumberFormatter.decimalSeparator	The decimal separator.
NumberFormatter.exponentSymbol	The symbol for the exponent.
NumberFormatter.formatWidth	The width the text is padded to.
NumberFormatter.groupingSeparator	The separator between groups of digits.
NumberFormatter.groupingSize	The number of digits in a group.
NumberFormatter.internationalCurrencySymbol	The international symbol of the currency.
NumberFormatter.isLenient	Whether reading numbers is forgiving.
NumberFormatter.locale	The formatter's locale.
NumberFormatter.localizedString	A number as text in a style.
NumberFormatter.maximumFractionDigits	The most digits after the decimal separator.
NumberFormatter.maximumIntegerDigits	The most digits before the decimal separator.
NumberFormatter.maximumSignificantDigits	The most significant digits.
NumberFormatter.minimumFractionDigits	The fewest digits after the decimal separator.
NumberFormatter.minimumIntegerDigits	The fewest digits before the decimal separator.
NumberFormatter.minimumSignificantDigits	The fewest significant digits.
NumberFormatter.minusSign	The minus sign.
NumberFormatter.negativePrefix	The text before a negative number.
NumberFormatter.negativeSuffix	The text after a negative number.
NumberFormatter.number	The number a text describes, or nil.
NumberFormatter.numberStyle	The style of the numbers.
NumberFormatter.paddingCharacter	The character used for padding.
NumberFormatter.paddingPosition	Where padding goes.
NumberFormatter.percentSymbol	The percent sign.
NumberFormatter.plusSign	The plus sign.
NumberFormatter.positivePrefix	The text before a positive number.
NumberFormatter.positiveSuffix	The text after a positive number.
NumberFormatter.roundingMode	How numbers are rounded.
NumberFormatter.string	A number as text.
NumberFormatter.usesGroupingSeparator	Whether digits are grouped.
NumberFormatter.usesSignificantDigits	Whether significant digit limits apply.
NumberFormatter.zeroSymbol	The text shown for zero.
NumberFormatter.PadPosition	Where a number formatter adds padding.
NumberFormatter.PadPosition.afterPrefix	After the prefix.
NumberFormatter.PadPosition.afterSuffix	After the suffix.
NumberFormatter.PadPosition.beforePrefix	Before the prefix.
NumberFormatter.PadPosition.beforeSuffix	Before the suffix.
NumberFormatter.RoundingMode	How a number formatter rounds.
NumberFormatter.RoundingMode.ceiling	Toward positive infinity.
NumberFormatter.RoundingMode.down	Toward zero.
NumberFormatter.RoundingMode.floor	Toward negative infinity.
NumberFormatter.RoundingMode.halfDown	To the nearest value; halfway cases toward zero.
NumberFormatter.RoundingMode.halfEven	To the nearest value; halfway cases to the even one.
NumberFormatter.RoundingMode.halfUp	To the nearest value; halfway cases away from zero.
NumberFormatter.RoundingMode.up	Away from zero.
NumberFormatter.Style	A predefined style of a number formatter.
NumberFormatter.Style.currency	An amount of money.
NumberFormatter.Style.decimal	A decimal number with grouping.
NumberFormatter.Style.none	A plain integer.
NumberFormatter.Style.ordinal	An ordinal, such as 1st.
NumberFormatter.Style.percent	A percentage.
NumberFormatter.Style.scientific	Scientific notation.
NumberFormatter.Style.spellOut	The number spelled out in words.
OSLog	A log object for the unified log.
OSLog.default	The default log.
OSLogPrivacy	How a logged value is protected.
OSLogPrivacy.auto	Lets the system decide whether the value is redacted.
OSLogPrivacy.private	Redacts the value, optionally keeping a hash.
OSLogPrivacy.public	Shows the value in the log.
OSLogPrivacy.sensitive	Always redacts the value, optionally keeping a hash.
OSLogPrivacy.Mask	How a redacted value is masked.
OSLogPrivacy.Mask.hash	Replaces the value with a hash.
OSLogPrivacy.Mask.none	Does not mask the value.
OSLogStringAlignment	How a logged value is aligned in a column.
OSLogStringAlignment.left	Left-aligned in a column of a width.
OSLogStringAlignment.none	No alignment.
OSLogStringAlignment.right	Right-aligned in a column of a width.
OSLogType	The level of a log message.
OSLogType.debug	Debugging messages.
OSLogType.default	The default level.
OSLogType.error	Errors.
OSLogType.fault	Faults in the code.
OSLogType.info	Informative messages.
Path.addArc	Adds an arc of a circle.
Path.addCurve	Adds a cubic curve with two control points.
Path.addEllipse	Adds an ellipse that fits a rectangle.
Path.addLine	Adds a straight line to a point.
Path.addLines	Adds straight lines through a list of points.
Path.addPath	Adds the figures of another path after this one's.
Path.addQuadCurve	Adds a quadratic curve with one control point.
Path.addRect	Adds a rectangle.
Path.addRects	Adds several rectangles.
Path.addRoundedRect	Adds a rectangle with rounded corners.
Path.closeSubpath	Closes the current part of the path with a line to its start.
Path.move	Starts a new part of the path at a point.
Path.boundingRect	The smallest rectangle holding the path's points (not its control points).
Path.forEach	Calls the closure with each element: moves, lines and curves; rectangles and arcs come as those.
Path.isEmpty	Whether the path has no elements.
Path.trimmedPath	The part of the path between two fractions of its length, its curves as lines.
Path.path	A shape's outline in a rectangle as a path; a path is itself.
PlainButtonStyle	A button style that draws the label with no decoration.
PlainButtonStyle.plain	A button style that draws the label alone.
ProcessInfo	Information about the running process and its environment.
ProcessInfo.activeProcessorCount	The number of processors available.
ProcessInfo.arguments	The process's command-line arguments.
ProcessInfo.environment	The process's environment variables.
ProcessInfo.globallyUniqueString	A string that is unique on every call.
ProcessInfo.isLowPowerModeEnabled	Whether Low Power Mode is on.
ProcessInfo.isMacCatalystApp	Whether the process is a Mac Catalyst app.
ProcessInfo.isiOSAppOnMac	Whether the process is an iOS app running on a Mac.
ProcessInfo.physicalMemory	The amount of memory in bytes.
ProcessInfo.processInfo	The information for the current process.
ProcessInfo.processName	The name of the process.
ProcessInfo.processorCount	The number of processors.
ProcessInfo.systemUptime	The seconds since the system started.
ProcessInfo.thermalState	How hot the system is.
ProcessInfo.ThermalState	How hot the system is running.
ProcessInfo.ThermalState.critical	Very hot; the system is cutting back hard.
ProcessInfo.ThermalState.fair	Slightly warm.
ProcessInfo.ThermalState.nominal	Within normal limits.
ProcessInfo.ThermalState.serious	Hot; the system is cutting back.
Query	A property wrapper that fetches SwiftData models for a view.
Range<Date>	A range of dates that excludes its upper bound.
Range<Date>.contains	Whether a date lies within the range.
Range<Date>.formatted	The range as text, saying once what both dates share ("12:00 – 1:00 AM").
Range<Date>.isEmpty	Whether the range holds no dates.
Range<Date>.lowerBound	The range's first date.
Range<Date>.upperBound	The date just past the range's end.
Range<String.Index>	A range of positions in a string.
Range<String.Index>.isEmpty	Whether the range holds no characters.
Range<String.Index>.lowerBound	The range's first position.
Range<String.Index>.upperBound	The position just past the range's end.
RectangleCornerRadii	The radius of each corner of a rectangle.
RelativeDateTimeFormatter	A formatter that describes a date relative to another, such as in 2 days.
RelativeDateTimeFormatter.locale	The formatter's locale.
RelativeDateTimeFormatter.localizedString	A date, or a number of seconds, as text relative to another date.
RelativeDateTimeFormatter.unitsStyle	How long the unit names are.
RelativeDateTimeFormatter.UnitsStyle	How long a relative formatter's unit names are.
RelativeDateTimeFormatter.UnitsStyle.abbreviated	Abbreviated names.
RelativeDateTimeFormatter.UnitsStyle.full	Full names.
RelativeDateTimeFormatter.UnitsStyle.short	Short names.
RelativeDateTimeFormatter.UnitsStyle.spellOut	Numbers and units in words.
RoundedCornerStyle	How the corners of a rounded rectangle are shaped.
RoundedCornerStyle.circular	Corners that are quarter circles.
RoundedCornerStyle.continuous	Corners that curve smoothly into the sides.
Schema	The model types a SwiftData container stores.
Schema.Version	A schema's version: major, minor and patch numbers.
Schema.Version.description	The version as text: 1.2.0.
Schema.Version.major	The major version number.
Schema.Version.minor	The minor version number.
Schema.Version.patch	The patch version number.
MigrationStage	A step of a migration plan from one schema version to the next.
MigrationStage.custom	A migration step that runs code before and after it.
MigrationStage.lightweight	A migration step SwiftData does by itself.
SingleValueDecodingContainer	A container that reads one value while decoding.
SingleValueDecodingContainer.codingPath	The keys taken to reach this container.
SingleValueDecodingContainer.decode	Decodes the value as a type.
SingleValueDecodingContainer.decodeNil	Whether the value is null.
SingleValueEncodingContainer	A container that writes one value while encoding.
SingleValueEncodingContainer.encode	Encodes a value.
SingleValueEncodingContainer.encodeNil	Encodes a null.
SortOrder	The direction of a sort.
SortOrder.forward	Smallest first.
SortOrder.reverse	Largest first.
String.UnicodeScalarView	The Unicode scalars of a string, as a collection.
String.absoluteString	The URL as text.
String.absoluteURL	The absolute URL a URL names.
String.addingPercentEncoding	The string with characters outside a set percent-encoded.
String.allSatisfy	Whether every character satisfies a condition.
String.append	Adds text to the end.
String.appending	The string with text, a path or a path component added.
String.appendingFormat	The string with formatted text added.
String.appendingPathComponent	The path with a component added.
String.appendingPathExtension	The path with an extension added.
String.asciiValue	The ASCII code of a character, if it has one.
String.capitalized	The string with the first letter of each word in upper case.
String.caseInsensitiveCompare	Compares two strings, ignoring case.
String.commonPrefix	The longest start the string shares with another.
String.compactMap	The non-nil results of transforming each character.
String.compare	Compares the string with another.
String.components	The parts of the string between separators.
String.contains	Whether the string holds some text, or a character that satisfies a condition.
String.count	The number of characters, or of those that satisfy a condition.
String.data	The string encoded as bytes.
String.debugDescription	A text form of the string for debugging.
String.deletingLastPathComponent	The path without its last component.
String.deletingPathExtension	The path without its extension.
String.distance	The number of positions between two indices.
String.drop	The characters after those at the start that satisfy a condition.
String.dropFirst	The string without its first character, or its first few.
String.dropLast	The string without its last character, or its last few.
String.endIndex	The position just past the last character.
String.enumerateLines	Calls a closure for each line.
String.enumerated	Pairs of each character's position and the character.
String.filter	The characters that satisfy a condition.
String.first	The first character, or the first that satisfies a condition.
String.firstIndex	The index of the first matching character.
String.formIndex	Moves an index variable forward, back, or by an offset.
String.firstRange	The range of the first occurrence of some text.
String.flatMap	The concatenated results of transforming each character into a sequence.
String.folding	The string with case or accents removed for comparison.
String.forEach	Calls a closure on each character in order.
String.fragment	The fragment of a URL.
String.hasDirectoryPath	Whether the URL's path ends in a slash.
String.hasPrefix	Whether the string begins with some text.
String.hasSuffix	Whether the string ends with some text.
String.hexDigitValue	The value of a hexadecimal digit character.
String.host	The host of a URL.
String.index	A position offset from another.
String.indices	The positions of the characters.
String.insert	Inserts a character or text at a position.
String.isASCII	Whether a character is ASCII.
String.isCased	Whether a character changes with case.
String.isCurrencySymbol	Whether a character is a currency symbol.
String.isEmpty	Whether the string has no characters.
String.isFileURL	Whether the URL names a file.
String.isHexDigit	Whether a character is a hexadecimal digit.
String.isLetter	Whether a character is a letter.
String.isLowercase	Whether a character is lowercase.
String.isMathSymbol	Whether a character is a mathematical symbol.
String.isNewline	Whether a character is a line break.
String.isNumber	Whether a character is a number.
String.isPunctuation	Whether a character is punctuation.
String.isSymbol	Whether a character is a symbol.
String.isUppercase	Whether a character is uppercase.
String.isWhitespace	Whether a character is whitespace.
String.isWholeNumber	Whether a character is a whole number digit.
String.last	The last character.
String.lastIndex	The index of the last matching character.
String.lastPathComponent	The last component of a path.
String.lengthOfBytes	The number of bytes the string takes in an encoding.
String.lexicographicallyPrecedes	Whether the string comes before another in dictionary order.
String.localizedCapitalized	The string capitalized for the user's locale.
String.localizedCaseInsensitiveCompare	Compares two strings for the user's locale, ignoring case.
String.localizedCaseInsensitiveContains	Whether the string holds some text, ignoring case, for the user's locale.
String.localizedCompare	Compares two strings for the user's locale.
String.localizedStandardCompare	Compares two strings as the Finder sorts names.
String.localizedStandardContains	Whether the string holds some text, as a search for users would match.
String.lowercased	The string in lower case.
String.localizedStringWithFormat	Text made from a format and values, as String(format:), in the user's locale.
String.map	The results of transforming each character.
String.max	The largest character.
String.min	The smallest character.
String.padding	The string padded or cut to a length.
String.password	The password of a URL.
String.relativeString	The URL as written relative to its base.
String.relativePath	The URL's path relative to its base.
String.path	The path of a URL.
String.pathComponents	The components of a path.
String.pathExtension	The extension of a path.
String.port	The port of a URL.
String.prefix	The characters at the start, up to a count or while a condition holds.
String.properties	The Unicode properties of a scalar.
String.query	The query of a URL.
String.randomElement	A random character.
String.range	The range of the first occurrence of some text.
String.rangeOfCharacter	The range of the first character from a set.
String.ranges	The ranges of every occurrence of some text.
String.reduce	Combines all characters into one value.
String.remove	Removes and returns the character at a position.
String.removeAll	Removes every character, or those that satisfy a condition.
String.removeFirst	Removes and returns the first character, or removes the first few.
String.removeLast	Removes and returns the last character, or removes the last few.
String.removeSubrange	Removes the characters in a range.
String.removingPercentEncoding	The string with percent-encoding decoded.
String.replace	Replaces occurrences of some text in place.
String.replaceSubrange	Replaces the characters in a range.
String.replacing	The string with occurrences of some text replaced.
String.replacingCharacters	The string with the characters in a range replaced.
String.replacingOccurrences	The string with every occurrence of some text replaced.
String.reversed	The characters in reverse order.
String.scheme	The scheme of a URL, such as https.
String.sorted	The characters in sorted order.
String.split	The parts of the string between separators.
String.startIndex	The position of the first character.
String.starts	Whether the string begins with some text.
String.suffix	The characters at the end, up to a count.
String.trimPrefix	Removes some text, or matching characters, from the start.
String.trimmingCharacters	The string with characters from a set removed at both ends.
String.trimmingPrefix	The string with some text, or matching characters, removed from the start.
String.unicodeScalars	The Unicode scalars of the string.
String.uppercased	The string in upper case.
String.user	The user name of a URL.
String.utf16	The string's UTF-16 code units.
String.utf8	The string's UTF-8 bytes.
String.uuidString	The UUID as text.
String.value	The numeric value of a Unicode scalar.
String.wholeNumberValue	The value of a character that is a whole number.
String.withCString	Calls a closure with the text as a C string, giving back its result.
String.write	Writes the string to a file.
String.Encoding	A way of encoding text as bytes.
String.Encoding.ascii	7-bit ASCII.
String.Encoding.iso2022JP	ISO-2022-JP, a Japanese encoding.
String.Encoding.isoLatin1	ISO Latin 1.
String.Encoding.isoLatin2	ISO Latin 2, for Central European text.
String.Encoding.japaneseEUC	EUC-JP, a Japanese encoding.
String.Encoding.macOSRoman	Mac OS Roman.
String.Encoding.nextstep	The NeXTSTEP encoding.
String.Encoding.nonLossyASCII	7-bit ASCII with other characters as backslash escapes.
String.Encoding.rawValue	Foundation's number for the encoding.
String.Encoding.shiftJIS	Shift JIS, a Japanese encoding.
String.Encoding.symbol	The Adobe Symbol encoding.
String.Encoding.unicode	UTF-16, Foundation's other name for it.
String.Encoding.utf16	UTF-16.
String.Encoding.utf16BigEndian	UTF-16, big-endian, without a byte order mark.
String.Encoding.utf16LittleEndian	UTF-16, little-endian, without a byte order mark.
String.Encoding.utf32	UTF-32.
String.Encoding.utf32BigEndian	UTF-32, big-endian, without a byte order mark.
String.Encoding.utf32LittleEndian	UTF-32, little-endian, without a byte order mark.
String.Encoding.utf8	UTF-8.
String.Encoding.windowsCP1250	Windows code page 1250, Central European.
String.Encoding.windowsCP1251	Windows code page 1251, Cyrillic.
String.Encoding.windowsCP1252	Windows code page 1252, Western European.
String.Encoding.windowsCP1253	Windows code page 1253, Greek.
String.Encoding.windowsCP1254	Windows code page 1254, Turkish.
String.localizedLowercase	The text in lowercase for the current locale.
String.localizedUppercase	The text in uppercase for the current locale.
StrokeStyle	The width, caps, joins and dashes of a stroked line.
StrokeStyle.lineWidth	The width of the line.
TextAlignment	How the lines of a text are aligned.
TextAlignment.center	Each line centred.
TextAlignment.leading	Each line at the leading edge.
TextAlignment.trailing	Each line at the trailing edge.
TimeZone	A geopolitical region's rules for its time.
TimeZone.abbreviation	The time zone's abbreviation, such as PST.
TimeZone.autoupdatingCurrent	The user's time zone, following changes to it.
TimeZone.current	The system's current time zone.
TimeZone.gmt	Greenwich Mean Time.
TimeZone.identifier	The time zone's identifier, such as Europe/Paris.
TimeZone.secondsFromGMT	The offset from GMT in seconds.
NSTimeZone	Foundation's time zone class, whose class properties give TimeZone values.
NSTimeZone.default	The app's default time zone: here the current one.
NSTimeZone.local	The current time zone, as TimeZone.current.
NSTimeZone.system	The system's time zone: here the current one.
TimelineEntryRelevance	How relevant a timeline entry is, for ordering widgets in a stack.
TimelineEntryRelevance.duration	How long the relevance lasts, in seconds.
TimelineEntryRelevance.score	The relevance score.
TimelineReloadPolicy	When WidgetKit asks the provider for the next timeline.
TimelineReloadPolicy.after	A policy that asks for a new timeline after the given date.
TimelineReloadPolicy.atEnd	A policy that asks for a new timeline after the last entry's date.
TimelineReloadPolicy.never	A policy that asks for no new timeline until the app reloads it.
TimelineProviderContext	Details about how a widget is shown, given to a timeline provider.
TimelineProviderContext.displaySize	The size of the widget in points.
TimelineProviderContext.environmentVariants	The environment values the widget may be shown with.
TimelineProviderContext.family	The widget's family.
TimelineProviderContext.isPreview	Whether the widget is shown in the widget gallery.
TimelineSchedule	When a TimelineView updates.
TimelineSchedule.animation	Updates as often as the display can.
TimelineSchedule.everyMinute	Updates at the start of every minute.
TimelineSchedule.explicit	Updates at the given dates.
TimelineSchedule.periodic	Updates at a fixed interval from a start date.
TimelineView.Cadence	How often a TimelineView updates.
TimelineView.Cadence.live	Continuously.
TimelineView.Cadence.minutes	Once a minute.
TimelineView.Cadence.seconds	Once a second.
TimelineView.Context	What a TimelineView passes to its content.
TimelineView.Context.cadence	How often the view updates.
TimelineView.Context.date	The date of the update.
Timeline.entries	The entries the timeline was made with.
Timeline.policy	When WidgetKit asks for the next timeline.
ToggleStyleConfiguration	What a toggle style's makeBody is given: the toggle's label and whether it is on.
ToggleStyleConfiguration.label	The toggle's label, as a view.
ToggleStyleConfiguration.isOn	Whether the toggle is on.
ToggleStyleConfiguration.$isOn	A binding to whether the toggle is on.
ToggleStyleConfiguration.isMixed	Whether the toggle stands for several values that differ; false in a widget.
UIColor	A colour object of UIKit.
UIColor.black	Black.
UIColor.blue	Blue.
UIColor.brown	Brown.
UIColor.getRed	Gives the colour's red, green, blue and alpha, from 0 to 1, through its inout arguments.
UIColor.clear	A colour that shows nothing.
UIColor.cyan	Cyan.
UIColor.darkText	Text on light backgrounds.
UIColor.gray	Gray.
UIColor.green	Green.
UIColor.label	Primary text.
UIColor.lightText	Text on dark backgrounds.
UIColor.link	Links.
UIColor.opaqueSeparator	Separators that hide what is behind them.
UIColor.orange	Orange.
UIColor.placeholderText	Placeholder text in controls.
UIColor.purple	Purple.
UIColor.quaternaryLabel	Quaternary text.
UIColor.quaternarySystemFill	A fill for large areas with complex content.
UIColor.red	Red.
UIColor.secondaryLabel	Secondary text.
UIColor.secondarySystemBackground	The background of content layered on the main background.
UIColor.secondarySystemFill	A fill for medium-sized shapes.
UIColor.secondarySystemGroupedBackground	The background of content in a grouped interface.
UIColor.separator	Thin borders and dividers.
UIColor.systemBackground	The main background of an interface.
UIColor.systemBlue	The system's blue.
UIColor.systemBrown	The system's brown.
UIColor.systemCyan	The system's cyan.
UIColor.systemFill	A fill for thin and small shapes.
UIColor.systemGray	The system's gray.
UIColor.systemGray2	The second system gray.
UIColor.systemGray3	The third system gray.
UIColor.systemGray4	The fourth system gray.
UIColor.systemGray5	The fifth system gray.
UIColor.systemGray6	The sixth system gray.
UIColor.systemGreen	The system's green.
UIColor.systemGroupedBackground	The main background of a grouped interface.
UIColor.systemIndigo	The system's indigo.
UIColor.systemMint	The system's mint.
UIColor.systemOrange	The system's orange.
UIColor.systemPink	The system's pink.
UIColor.systemPurple	The system's purple.
UIColor.systemRed	The system's red.
UIColor.systemTeal	The system's teal.
UIColor.systemYellow	The system's yellow.
UIColor.tertiaryLabel	Tertiary text.
UIColor.tertiarySystemBackground	The background of content layered on secondary backgrounds.
UIColor.tertiarySystemFill	A fill for input fields and larger shapes.
UIColor.tertiarySystemGroupedBackground	The background of content layered in a grouped interface.
UIColor.tintColor	The tint colour of the view.
UIColor.white	White.
UIColor.yellow	Yellow.
UIColor.darkGray	A dark grey.
UIColor.lightGray	A light grey.
UIColor.magenta	Magenta.
UIColor.withAlphaComponent	The colour at the given opacity.
UIColor.cgColor	The Core Graphics colour of the colour.
UIImage.scale	The image's scale factor.
UIImage.size	The image's size in points.
Timer	A Foundation timer; a widget's view is a still frame, so it never fires on its own.
Timer.TimerPublisher	The publisher Timer.publish makes; its values never come in a widget.
Timer.TimerPublisher.autoconnect	The same publisher, connected as it is subscribed to.
Timer.TimerPublisher.connect	Starts the publisher; nothing to start in a widget.
Timer.fire	Runs the timer's block once, now.
Timer.invalidate	Stops the timer; it never fires here, so there is nothing to stop.
Timer.isValid	Whether the timer can still fire: true.
Timer.publish	A publisher of the date every interval; its values never come in a widget.
Timer.scheduledTimer	Makes a timer that runs a block every interval; it never fires here.
Timer.timeInterval	The timer's interval in seconds.
UIImpactFeedbackGenerator	UIKit's haptic for a collision; a widget has no haptics, so it does nothing.
UIImpactFeedbackGenerator.impactOccurred	Would play the haptic; does nothing here.
UIImpactFeedbackGenerator.prepare	Would ready the haptic engine; does nothing here.
UINotificationFeedbackGenerator	UIKit's haptic for success, warning or error; does nothing in a widget.
UINotificationFeedbackGenerator.notificationOccurred	Would play the haptic; does nothing here.
UINotificationFeedbackGenerator.prepare	Would ready the haptic engine; does nothing here.
UISelectionFeedbackGenerator	UIKit's haptic for a changed selection; does nothing in a widget.
UISelectionFeedbackGenerator.prepare	Would ready the haptic engine; does nothing here.
UISelectionFeedbackGenerator.selectionChanged	Would play the haptic; does nothing here.
UIFont	A font object of UIKit: a size, a weight and a name.
UIFont.TextStyle	The text styles of UIKit's dynamic type.
UIFont.Width	The widths of the system font: standard, compressed, condensed, expanded.
UIFont.Width.compressed	The narrowest width of the system font; a terminal draws one width.
UIFont.Width.condensed	A narrow width of the system font; a terminal draws one width.
UIFont.Width.expanded	A wide width of the system font; a terminal draws one width.
UIFont.Width.standard	The system font's usual width.
UIFont.TextStyle.body	The style of body text (17 points).
UIFont.TextStyle.callout	The style of callouts (16 points).
UIFont.TextStyle.caption1	The style of captions (12 points).
UIFont.TextStyle.caption2	The style of secondary captions (11 points).
UIFont.TextStyle.footnote	The style of footnotes (13 points).
UIFont.TextStyle.headline	The style of headings (17 points, semibold).
UIFont.TextStyle.largeTitle	The style of large titles (34 points).
UIFont.TextStyle.subheadline	The style of subheadings (15 points).
UIFont.TextStyle.title1	The style of first-level titles (28 points).
UIFont.TextStyle.title2	The style of second-level titles (22 points).
UIFont.TextStyle.title3	The style of third-level titles (20 points).
UIFont.Weight	The weight of a UIKit font.
UIFont.Weight.black	The heaviest weight.
UIFont.Weight.bold	A bold weight.
UIFont.Weight.heavy	A heavy weight.
UIFont.Weight.light	A light weight.
UIFont.Weight.medium	A medium weight.
UIFont.Weight.regular	The regular weight.
UIFont.Weight.semibold	A semibold weight.
UIFont.Weight.thin	A thin weight.
UIFont.Weight.ultraLight	The lightest weight.
UIFont.boldSystemFont	The bold system font of a size.
UIFont.fontName	The font's name.
UIFont.italicSystemFont	The italic system font of a size.
UIFont.monospacedDigitSystemFont	The system font of a size with digits of one width.
UIFont.monospacedSystemFont	The monospaced system font of a size.
UIFont.pointSize	The font's size in points.
UIFont.preferredFont	The font of a text style.
UIFont.systemFont	The system font of a size and weight.
UIFont.withSize	The same font at another size.
AccessoryCircularCapacityGaugeStyle	A gauge drawn as a ring that fills as its value rises.
AccessoryCircularCapacityGaugeStyle.accessoryCircularCapacity	A gauge drawn as a ring that fills as its value rises.
AccessoryCircularGaugeStyle	A gauge drawn as an open ring with a marker at its value.
AccessoryCircularGaugeStyle.accessoryCircular	A gauge drawn as an open ring with a marker at its value.
AccessoryLinearCapacityGaugeStyle	A gauge drawn as a bar that fills as its value rises, for accessory widgets.
AccessoryLinearCapacityGaugeStyle.accessoryLinearCapacity	A gauge drawn as a bar that fills as its value rises, for accessory widgets.
AccessoryLinearGaugeStyle	A gauge drawn as a bar with a marker at its value.
AccessoryLinearGaugeStyle.accessoryLinear	A gauge drawn as a bar with a marker at its value.
DefaultGaugeStyle	The gauge style of the context.
DefaultGaugeStyle.automatic	The gauge style of the context.
LinearCapacityGaugeStyle	A gauge drawn as a bar that fills as its value rises.
LinearCapacityGaugeStyle.linearCapacity	A gauge drawn as a bar that fills as its value rises.
WKInterfaceDevice	The watch the code runs on: here an Apple Watch of 45 mm running watchOS 11.
WKInterfaceDevice.current	The watch the code runs on.
WKInterfaceDevice.localizedModel	The kind of device, in the user's language.
WKInterfaceDevice.model	The kind of device.
WKInterfaceDevice.name	The device's name.
WKInterfaceDevice.screenBounds	The screen's rectangle in points.
WKInterfaceDevice.screenScale	The pixels of the screen in a point.
WKInterfaceDevice.systemName	The name of the operating system.
WKInterfaceDevice.systemVersion	The version of the operating system.
PropertyListDecoder	Decodes a Codable value from a property list.
PropertyListDecoder.decode	Decodes a value of a type from property list data.
PropertyListEncoder	Encodes a Codable value as a property list.
PropertyListEncoder.encode	Encodes a value as property list data.
PropertyListEncoder.outputFormat	The format the encoder writes: binary or XML.
PropertyListSerialization.PropertyListFormat	The formats of a property list.
PropertyListSerialization.PropertyListFormat.binary	The compact binary format.
PropertyListSerialization.PropertyListFormat.openStep	The old OpenStep text format, which is read but not written.
PropertyListSerialization.PropertyListFormat.xml	The XML format.
HTTPCookie.AcceptPolicy	Which cookies a session accepts.
HTTPCookie.AcceptPolicy.always	Accept every cookie.
HTTPCookie.AcceptPolicy.never	Accept no cookie.
HTTPCookie.AcceptPolicy.onlyFromMainDocumentDomain	Accept cookies of the main document's domain only.
URLSessionConfiguration.allowsConstrainedNetworkAccess	Whether requests may use a network in Low Data Mode.
URLSessionConfiguration.allowsExpensiveNetworkAccess	Whether requests may use an expensive network.
URLSessionConfiguration.httpCookieAcceptPolicy	Which cookies the session accepts.
URLSessionConfiguration.httpCookieStorage	The store of the session's cookies.
URLSessionConfiguration.httpMaximumConnectionsPerHost	The most connections the session opens to one host.
URLSessionConfiguration.httpShouldSetCookies	Whether requests carry the session's cookies.
URLSessionConfiguration.httpShouldUsePipelining	Whether requests are pipelined.
URLSessionConfiguration.protocolClasses	The classes that handle the session's requests.
URLSessionConfiguration.shouldUseExtendedBackgroundIdleMode	Whether connections stay open when the app is in the background.
URLSessionConfiguration.urlCache	The cache of the session's responses.
UIDevice	The device the widget runs on: here an iPhone running iOS 18.
UIDevice.current	The device the code runs on.
UIDevice.localizedModel	The kind of device, in the user's language.
UIDevice.model	The kind of device, such as iPhone.
UIDevice.name	The device's name.
UIDevice.systemName	The name of the operating system, such as iOS.
UIDevice.systemVersion	The version of the operating system.
UIDevice.userInterfaceIdiom	The kind of interface the device has, such as phone or pad.
UIScreen	The device's screen: here an iPhone 15's, 393 × 852 points.
UIScreen.bounds	The screen's rectangle in points: 393 × 852.
UIScreen.main	The screen of the device.
UIScreen.nativeBounds	The screen's rectangle in pixels: 1179 × 2556.
UIScreen.scale	Pixels a point: 3.
UIUserInterfaceIdiom	The kinds of interface a device can have.
UIUserInterfaceIdiom.carPlay	A car's screen.
UIUserInterfaceIdiom.mac	A Mac.
UIUserInterfaceIdiom.pad	An iPad.
UIUserInterfaceIdiom.phone	An iPhone.
UIUserInterfaceIdiom.tv	An Apple TV.
UIUserInterfaceIdiom.unspecified	An interface of no known kind.
UIUserInterfaceIdiom.vision	Apple Vision Pro.
UInt	An unsigned integer.
UInt.bitWidth	The number of bits in the type.
UInt.isSigned	Whether the type can hold negative values.
UInt.max	The largest value the type holds.
UInt.min	The smallest value the type holds.
UInt.zero	Zero.
UInt.random	A number of a range, in the type's width.
UInt16	A 16-bit unsigned integer.
UInt16.bitWidth	The number of bits in the type.
UInt16.isSigned	Whether the type can hold negative values.
UInt16.max	The largest value the type holds.
UInt16.min	The smallest value the type holds.
UInt16.zero	Zero.
UInt16.random	A number of a range, in the type's width.
UInt32	A 32-bit unsigned integer.
UInt32.bitWidth	The number of bits in the type.
UInt32.isSigned	Whether the type can hold negative values.
UInt32.max	The largest value the type holds.
UInt32.min	The smallest value the type holds.
UInt32.zero	Zero.
UInt32.random	A number of a range, in the type's width.
UInt64	A 64-bit unsigned integer.
UInt64.bitWidth	The number of bits in the type.
UInt64.isSigned	Whether the type can hold negative values.
UInt64.max	The largest value the type holds.
UInt64.min	The smallest value the type holds.
UInt64.zero	Zero.
UInt64.random	A number of a range, in the type's width.
UInt8	An 8-bit unsigned integer.
UInt8.bitWidth	The number of bits in the type.
UInt8.isSigned	Whether the type can hold negative values.
UInt8.max	The largest value the type holds.
UInt8.min	The smallest value the type holds.
UInt8.zero	Zero.
UInt8.random	A number of a range, in the type's width.
URLComponents	A URL taken apart into its components.
URLComponents.fragment	The fragment.
URLComponents.host	The host.
URLComponents.password	The password.
URLComponents.path	The path.
URLComponents.percentEncodedQuery	The query, percent-encoded.
URLComponents.port	The port.
URLComponents.query	The query.
URLComponents.queryItems	The query as name-value items.
URLComponents.scheme	The scheme, such as https.
URLComponents.string	The URL put back together as text.
URLComponents.url	The URL put back together.
URLComponents.user	The user name.
URLError	An error from loading a URL.
URLError.Code	The reason a URL could not be loaded.
URLError.Code.badServerResponse	The server sent a response that could not be read.
URLError.Code.badURL	The URL is malformed.
URLError.Code.cancelled	The request was cancelled.
URLError.Code.cannotConnectToHost	The host could not be reached.
URLError.Code.cannotFindHost	The host name could not be resolved.
URLError.Code.dataLengthExceedsMaximum	The response was too large.
URLError.Code.httpTooManyRedirects	There were too many redirects.
URLError.Code.networkConnectionLost	The connection dropped during the request.
URLError.Code.notConnectedToInternet	There is no internet connection.
URLError.Code.redirectToNonExistentLocation	A redirect led nowhere.
URLError.Code.resourceUnavailable	The resource could not be found.
URLError.Code.secureConnectionFailed	A secure connection could not be made.
URLError.Code.timedOut	The request took too long.
URLError.Code.unsupportedURL	The URL's scheme is not supported.
URLError.Code.userAuthenticationRequired	The server asks for authentication.
URLQueryItem	A name and value in the query of a URL.
URLQueryItem.name	The item's name.
URLQueryItem.value	The item's value.
URLRequest	A request to load a URL, with its method, headers and body.
URLRequest.addValue	Adds a value to a header field.
URLRequest.allHTTPHeaderFields	The request's header fields.
URLRequest.httpBody	The request's body.
URLRequest.httpMethod	The HTTP method, such as GET.
URLRequest.setValue	Sets the value of a header field.
URLRequest.timeoutInterval	How long the request may take, in seconds.
URLRequest.url	The URL to load.
URLRequest.value	The value of a header field.
URLRequest.CachePolicy	How a request uses cached responses.
URLRequest.CachePolicy.reloadIgnoringLocalAndRemoteCacheData	Loads from the source, ignoring every cache.
URLRequest.CachePolicy.reloadIgnoringLocalCacheData	Loads from the source, ignoring the local cache.
URLRequest.CachePolicy.reloadRevalidatingCacheData	Uses cached data only once the source confirms it.
URLRequest.CachePolicy.returnCacheDataDontLoad	Uses cached data only, never loading.
URLRequest.CachePolicy.returnCacheDataElseLoad	Uses cached data when there is some, else loads.
URLRequest.CachePolicy.useProtocolCachePolicy	Caches as the protocol says.
URLResponse	The metadata of a response to a URL request.
URLResponse.expectedContentLength	The length of the body, if known.
URLResponse.mimeType	The MIME type of the body.
URLResponse.url	The URL of the response.
URLSession	An object that loads data from URLs.
URLSession.data	Loads the data of a URL or request.
URLSession.finishTasksAndInvalidate	Lets the session's tasks finish, then invalidates it.
URLSession.invalidateAndCancel	Cancels the session's tasks and invalidates it.
URLSession.download	Loads a URL or request into a temporary file and gives its URL and the response.
URLSession.shared	The shared session.
URLSession.configuration	The settings the session was made with.
URLSession.dataTask	A task that loads a URL or request and gives its handler the data, response or error.
URLSession.downloadTask	A task that loads a URL or request into a temporary file and gives its handler the file's URL.
URLSessionDataTask	A task that loads a URL's data and calls its completion handler.
URLSessionDataTask.cancel	Cancels the task; its handler gets a cancellation error.
URLSessionDataTask.resume	Starts the task.
URLSessionDownloadTask	A task that loads a URL into a temporary file and calls its completion handler.
URLSessionDownloadTask.cancel	Cancels the task; its handler gets a cancellation error.
URLSessionDownloadTask.resume	Starts the task.
URLSessionConfiguration	The settings of a URL session: timeouts, headers, caching.
URLSessionConfiguration.allowsCellularAccess	Whether requests may use a cellular network.
URLSessionConfiguration.default	Settings with a disk cache and cookies.
URLSessionConfiguration.ephemeral	Settings that keep no cache or cookies on disk.
URLSessionConfiguration.httpAdditionalHeaders	Header fields sent with every request.
URLSessionConfiguration.requestCachePolicy	How requests use cached responses.
URLSessionConfiguration.timeoutIntervalForRequest	How long a request may wait for data, in seconds.
URLSessionConfiguration.timeoutIntervalForResource	How long a whole resource may take, in seconds.
URLSessionConfiguration.waitsForConnectivity	Whether a request waits for a connection instead of failing.
URLSessionConfiguration.background	A configuration for transfers that go on while the app is in the background.
UTF8	The UTF-8 encoding of Unicode.
UUID	A universally unique identifier.
UUID.uuid	The identifier's sixteen bytes, as a tuple of UInt8.
UUID.uuidString	The identifier as text.
Unicode	The namespace of Unicode types.
Unicode.Scalar	A single Unicode scalar value.
Unicode.Scalar.Properties	The Unicode properties of a scalar.
Unicode.Scalar.Properties.isASCIIHexDigit	Whether the scalar is an ASCII hexadecimal digit.
Unicode.Scalar.Properties.isAlphabetic	Whether the scalar is alphabetic.
Unicode.Scalar.Properties.isCased	Whether the scalar changes with case.
Unicode.Scalar.Properties.isDash	Whether the scalar is a dash.
Unicode.Scalar.Properties.isEmoji	Whether the scalar is an emoji.
Unicode.Scalar.Properties.isEmojiPresentation	Whether the scalar is shown as emoji by default.
Unicode.Scalar.Properties.isHexDigit	Whether the scalar is a hexadecimal digit.
Unicode.Scalar.Properties.isLowercase	Whether the scalar is lowercase.
Unicode.Scalar.Properties.isMath	Whether the scalar is a mathematical symbol.
Unicode.Scalar.Properties.isUppercase	Whether the scalar is uppercase.
Unicode.Scalar.Properties.isWhitespace	Whether the scalar is whitespace.
Unicode.Scalar.Properties.lowercaseMapping	The scalar in lower case.
Unicode.Scalar.Properties.name	The scalar's Unicode name.
Unicode.Scalar.Properties.numericType	The kind of number the scalar is.
Unicode.Scalar.Properties.numericValue	The number the scalar stands for.
Unicode.Scalar.Properties.titlecaseMapping	The scalar in title case.
Unicode.Scalar.Properties.uppercaseMapping	The scalar in upper case.
UnitDuration	Units of time.
UnitDuration.hours	Hours.
UnitDuration.milliseconds	Milliseconds.
UnitDuration.minutes	Minutes.
UnitDuration.seconds	Seconds.
UnitDuration.symbol	The unit's symbol.
UnitEnergy	Units of energy.
UnitEnergy.calories	Calories.
UnitEnergy.joules	Joules.
UnitEnergy.kilocalories	Kilocalories.
UnitEnergy.kilojoules	Kilojoules.
UnitEnergy.kilowattHours	Kilowatt-hours.
UnitEnergy.symbol	The unit's symbol.
UnitLength	Units of length.
UnitLength.centimeters	Centimetres.
UnitLength.feet	Feet.
UnitLength.inches	Inches.
UnitLength.kilometers	Kilometres.
UnitLength.meters	Metres.
UnitLength.miles	Miles.
UnitLength.millimeters	Millimetres.
UnitLength.symbol	The unit's symbol.
UnitLength.yards	Yards.
UnitMass	Units of mass.
UnitMass.grams	Grams.
UnitMass.kilograms	Kilograms.
UnitMass.ounces	Ounces.
UnitMass.pounds	Pounds.
UnitMass.symbol	The unit's symbol.
UnitPoint	A point in a view's bounds, from 0 to 1 on each axis.
UnitPoint.bottom	The middle of the bottom edge.
UnitPoint.bottomLeading	The bottom leading corner.
UnitPoint.bottomTrailing	The bottom trailing corner.
UnitPoint.center	The centre.
UnitPoint.leading	The middle of the leading edge.
UnitPoint.top	The middle of the top edge.
UnitPoint.topLeading	The top leading corner.
UnitPoint.topTrailing	The top trailing corner.
UnitPoint.trailing	The middle of the trailing edge.
UnitPoint.zero	The origin, the top leading corner.
UnitPressure	Units of pressure.
UnitPressure.bars	Bars.
UnitPressure.hectopascals	Hectopascals.
UnitPressure.inchesOfMercury	Inches of mercury.
UnitPressure.kilopascals	Kilopascals.
UnitPressure.millibars	Millibars.
UnitPressure.symbol	The unit's symbol.
UnitSpeed	Units of speed.
UnitSpeed.kilometersPerHour	Kilometres per hour.
UnitSpeed.knots	Knots.
UnitSpeed.metersPerSecond	Metres per second.
UnitSpeed.milesPerHour	Miles per hour.
UnitSpeed.symbol	The unit's symbol.
UnitTemperature	Units of temperature.
UnitTemperature.celsius	Degrees Celsius.
UnitTemperature.fahrenheit	Degrees Fahrenheit.
UnitTemperature.kelvin	Kelvin.
UnitTemperature.symbol	The unit's symbol.
UnitVolume	Units of volume.
UnitVolume.cups	Cups.
UnitVolume.fluidOunces	Fluid ounces.
UnitVolume.gallons	Gallons.
UnitVolume.liters	Litres.
UnitVolume.milliliters	Millilitres.
UnitVolume.symbol	The unit's symbol.
UnkeyedDecodingContainer	A container that reads values in order while decoding.
UnkeyedDecodingContainer.codingPath	The keys taken to reach this container.
UnkeyedDecodingContainer.count	The number of values, if known.
UnkeyedDecodingContainer.currentIndex	The index of the next value.
UnkeyedDecodingContainer.decode	Decodes the next value.
UnkeyedDecodingContainer.decodeIfPresent	Decodes the next value, or nil when it is null.
UnkeyedDecodingContainer.isAtEnd	Whether every value has been read.
UnkeyedDecodingContainer.decodeNil	Whether the next value is null, moving past it if so.
UnkeyedDecodingContainer.nestedContainer	The next value as a keyed container.
UnkeyedDecodingContainer.nestedUnkeyedContainer	The next value as an unkeyed container.
UnkeyedEncodingContainer	A container that writes values in order while encoding.
UnkeyedEncodingContainer.encode	Encodes the next value.
UnkeyedEncodingContainer.encodeNil	Encodes null as the next value.
UnkeyedEncodingContainer.nestedContainer	A keyed container for the next value.
UnkeyedEncodingContainer.nestedUnkeyedContainer	An unkeyed container for the next value.
UserDefaults	A store of the user's settings, as key-value pairs.
UserDefaults.array	The array stored for a key.
UserDefaults.stringArray	The array of strings stored for a key, nil when it holds anything else.
UserDefaults.bool	The Boolean stored for a key.
UserDefaults.data	The data stored for a key.
UserDefaults.dictionary	The dictionary stored for a key.
UserDefaults.didChangeNotification	Posted when values of the defaults change.
UserDefaults.double	The number stored for a key.
UserDefaults.integer	The integer stored for a key.
UserDefaults.longLong	The 64-bit integer stored for a key.
UserDefaults.object	The value stored for a key.
UserDefaults.removeObject	Removes the value for a key.
UserDefaults.set	Stores a value for a key.
UserDefaults.setValue	Stores a value for a key, as set(_:forKey:) does.
UserDefaults.standard	The app's shared defaults.
UserDefaults.string	The string stored for a key.
UserDefaults.synchronize	Writes pending changes to disk.
VerticalAlignment	A position along the vertical axis.
VerticalAlignment.bottom	At the bottom edge.
VerticalAlignment.center	Centred vertically.
VerticalAlignment.firstTextBaseline	On the baseline of the first line of text.
VerticalAlignment.lastTextBaseline	On the baseline of the last line of text.
VerticalAlignment.top	At the top edge.
ControlCenter	The center of iOS 18's controls, which asks them to reload their values.
ControlCenter.reloadAllControls	Every control asks its value again.
ControlCenter.reloadControls	The controls of a kind ask their values again.
ControlCenter.shared	The shared control center.
WidgetCenter	An object that knows the app's widgets and reloads their timelines.
WidgetCenter.currentConfigurations	The widgets the user has added.
WidgetCenter.getCurrentConfigurations	Passes the widgets the user has added to a closure.
WidgetCenter.invalidateConfigurationRecommendations	Asks the system to refresh the recommended configurations.
WidgetCenter.reloadAllTimelines	Asks every widget of the app for a new timeline.
WidgetCenter.reloadTimelines	Asks the widgets of one kind for a new timeline.
WidgetCenter.shared	The shared widget center.
WidgetFamily	The size and shape of a widget, such as systemSmall.
WidgetFamily.accessoryCircular	A small round widget on the Lock Screen or a watch face.
WidgetFamily.accessoryCorner	A widget in a corner of a watch face.
WidgetFamily.accessoryInline	A single line of text on the Lock Screen or a watch face.
WidgetFamily.accessoryRectangular	A rectangular widget on the Lock Screen or a watch face.
WidgetFamily.debugDescription	The family's name, such as systemSmall.
WidgetFamily.description	The family's name, such as systemSmall.
WidgetFamily.rawValue	The family's number in WidgetKit's order, systemSmall being 0.
WidgetFamily.systemExtraLarge	The extra-large home screen widget of an iPad.
WidgetFamily.systemExtraLargePortrait	The extra-large widget standing upright (iOS 27, visionOS).
WidgetFamily.systemLarge	The large home screen widget.
WidgetFamily.systemMedium	The medium home screen widget.
WidgetFamily.systemSmall	The small home screen widget.
WidgetInfo	A widget the user has added.
WidgetInfo.configuration	The widget's configuration intent.
WidgetInfo.family	The widget's family.
WidgetInfo.kind	The widget's kind.
WidgetRenderingMode	How the system draws a widget.
WidgetRenderingMode.accented	Tinted, with accented parts in the accent colour.
WidgetRenderingMode.fullColor	In full colour.
WidgetRenderingMode.vibrant	In a vibrant, desaturated style, as on the Lock Screen.
.gesture	Attaches a gesture to the view.
.highPriorityGesture	Attaches a gesture that takes precedence over the view's own gestures.
.simultaneousGesture	Attaches a gesture that is recognised together with the view's own gestures.
ContentSizeCategory	The user's preferred text size, in the older naming.
NSUbiquitousKeyValueStore.value	The value stored for a key, through key-value coding.
UserDefaults.value	The value stored for a key, through key-value coding.
UserDefaults.register	Gives keys the values they read until one is set.
ContentSizeCategory.extraSmall	The smallest text size.
ContentSizeCategory.small	A small text size.
ContentSizeCategory.medium	A medium text size.
ContentSizeCategory.large	The default text size.
ContentSizeCategory.extraLarge	An extra large text size.
ContentSizeCategory.extraExtraLarge	A larger text size.
ContentSizeCategory.extraExtraExtraLarge	The largest standard text size.
ContentSizeCategory.accessibilityMedium	The first accessibility text size.
ContentSizeCategory.accessibilityLarge	The second accessibility text size.
ContentSizeCategory.accessibilityExtraLarge	The third accessibility text size.
ContentSizeCategory.accessibilityExtraExtraLarge	The fourth accessibility text size.
ContentSizeCategory.accessibilityExtraExtraExtraLarge	The largest accessibility text size.
TapGesture	A gesture that recognises one or more taps.
TapGesture.onChanged	Runs an action each time the gesture's value changes.
TapGesture.onEnded	Runs an action when the gesture ends.
TapGesture.updating	Updates gesture state while the gesture is in progress.
TapGesture.simultaneously	Combines the gesture with another recognised at the same time.
TapGesture.sequenced	Combines the gesture with another that must follow it.
TapGesture.exclusively	Combines the gesture with another, preferring this one.
SpatialTapGesture	A tap gesture that reports where the tap landed.
SpatialTapGesture.onChanged	Runs an action each time the gesture's value changes.
SpatialTapGesture.onEnded	Runs an action when the gesture ends.
SpatialTapGesture.updating	Updates gesture state while the gesture is in progress.
SpatialTapGesture.simultaneously	Combines the gesture with another recognised at the same time.
SpatialTapGesture.sequenced	Combines the gesture with another that must follow it.
SpatialTapGesture.exclusively	Combines the gesture with another, preferring this one.
LongPressGesture	A gesture that recognises a press held for a time.
LongPressGesture.onChanged	Runs an action each time the gesture's value changes.
LongPressGesture.onEnded	Runs an action when the gesture ends.
LongPressGesture.updating	Updates gesture state while the gesture is in progress.
LongPressGesture.simultaneously	Combines the gesture with another recognised at the same time.
LongPressGesture.sequenced	Combines the gesture with another that must follow it.
LongPressGesture.exclusively	Combines the gesture with another, preferring this one.
DragGesture	A gesture that follows a drag across the view.
DragGesture.onChanged	Runs an action each time the gesture's value changes.
DragGesture.onEnded	Runs an action when the gesture ends.
DragGesture.updating	Updates gesture state while the gesture is in progress.
DragGesture.simultaneously	Combines the gesture with another recognised at the same time.
DragGesture.sequenced	Combines the gesture with another that must follow it.
DragGesture.exclusively	Combines the gesture with another, preferring this one.
MagnifyGesture	A gesture that follows a pinch to magnify.
MagnifyGesture.onChanged	Runs an action each time the gesture's value changes.
MagnifyGesture.onEnded	Runs an action when the gesture ends.
MagnifyGesture.updating	Updates gesture state while the gesture is in progress.
MagnifyGesture.simultaneously	Combines the gesture with another recognised at the same time.
MagnifyGesture.sequenced	Combines the gesture with another that must follow it.
MagnifyGesture.exclusively	Combines the gesture with another, preferring this one.
MagnificationGesture	A gesture that follows a pinch to magnify, in the older naming.
MagnificationGesture.onChanged	Runs an action each time the gesture's value changes.
MagnificationGesture.onEnded	Runs an action when the gesture ends.
MagnificationGesture.updating	Updates gesture state while the gesture is in progress.
MagnificationGesture.simultaneously	Combines the gesture with another recognised at the same time.
MagnificationGesture.sequenced	Combines the gesture with another that must follow it.
MagnificationGesture.exclusively	Combines the gesture with another, preferring this one.
RotateGesture	A gesture that follows a two-finger rotation.
RotateGesture.onChanged	Runs an action each time the gesture's value changes.
RotateGesture.onEnded	Runs an action when the gesture ends.
RotateGesture.updating	Updates gesture state while the gesture is in progress.
RotateGesture.simultaneously	Combines the gesture with another recognised at the same time.
RotateGesture.sequenced	Combines the gesture with another that must follow it.
RotateGesture.exclusively	Combines the gesture with another, preferring this one.
RotationGesture	A gesture that follows a two-finger rotation, in the older naming.
RotationGesture.onChanged	Runs an action each time the gesture's value changes.
RotationGesture.onEnded	Runs an action when the gesture ends.
RotationGesture.updating	Updates gesture state while the gesture is in progress.
RotationGesture.simultaneously	Combines the gesture with another recognised at the same time.
RotationGesture.sequenced	Combines the gesture with another that must follow it.
RotationGesture.exclusively	Combines the gesture with another, preferring this one.
FillShapeStyle	The fill style: a shade for backgrounds of controls and cards.
FillShapeStyle.fill	The fill style.
FillShapeStyle.secondary	The second level of the style.
FillShapeStyle.tertiary	The third level of the style.
FillShapeStyle.quaternary	The fourth level of the style.
FillShapeStyle.quinary	The fifth level of the style.
FillShapeStyle.shadow	The style with a shadow.
FillShapeStyle.opacity	The style with the given opacity.
SeparatorShapeStyle	The style of separators between content.
SeparatorShapeStyle.separator	The separator style.
SeparatorShapeStyle.secondary	The second level of the style.
SeparatorShapeStyle.tertiary	The third level of the style.
SeparatorShapeStyle.quaternary	The fourth level of the style.
SeparatorShapeStyle.quinary	The fifth level of the style.
SeparatorShapeStyle.shadow	The style with a shadow.
SeparatorShapeStyle.opacity	The style with the given opacity.
BackgroundStyle	The background style of the current context.
BackgroundStyle.background	The background style.
BackgroundStyle.secondary	The second level of the style.
BackgroundStyle.tertiary	The third level of the style.
BackgroundStyle.quaternary	The fourth level of the style.
BackgroundStyle.quinary	The fifth level of the style.
BackgroundStyle.shadow	The style with a shadow.
BackgroundStyle.opacity	The style with the given opacity.
ForegroundStyle	The foreground style of the current context.
ForegroundStyle.foreground	The foreground style.
ForegroundStyle.secondary	The second level of the style.
ForegroundStyle.tertiary	The third level of the style.
ForegroundStyle.quaternary	The fourth level of the style.
ForegroundStyle.quinary	The fifth level of the style.
ForegroundStyle.shadow	The style with a shadow.
ForegroundStyle.opacity	The style with the given opacity.
TintShapeStyle	The tint colour of the current context.
TintShapeStyle.tint	The tint colour.
TintShapeStyle.secondary	The second level of the style.
TintShapeStyle.tertiary	The third level of the style.
TintShapeStyle.quaternary	The fourth level of the style.
TintShapeStyle.quinary	The fifth level of the style.
TintShapeStyle.shadow	The style with a shadow.
TintShapeStyle.opacity	The style with the given opacity.
PlaceholderTextShapeStyle	The style of placeholder text.
PlaceholderTextShapeStyle.placeholder	The placeholder text style.
PlaceholderTextShapeStyle.secondary	The second level of the style.
PlaceholderTextShapeStyle.tertiary	The third level of the style.
PlaceholderTextShapeStyle.quaternary	The fourth level of the style.
PlaceholderTextShapeStyle.quinary	The fifth level of the style.
PlaceholderTextShapeStyle.shadow	The style with a shadow.
PlaceholderTextShapeStyle.opacity	The style with the given opacity.
SelectionShapeStyle	The style of selected content.
SelectionShapeStyle.selection	The selection style.
SelectionShapeStyle.secondary	The second level of the style.
SelectionShapeStyle.tertiary	The third level of the style.
SelectionShapeStyle.quaternary	The fourth level of the style.
SelectionShapeStyle.quinary	The fifth level of the style.
SelectionShapeStyle.shadow	The style with a shadow.
SelectionShapeStyle.opacity	The style with the given opacity.
Material	A blurred, translucent background material.
Material.ultraThinMaterial	The most translucent material.
Material.thinMaterial	A more translucent material than the regular one.
Material.regularMaterial	The regular material.
Material.thickMaterial	A less translucent material than the regular one.
Material.ultraThickMaterial	The least translucent material.
Material.ultraThin	The most translucent material, named on its type.
Material.thin	A more translucent material than the regular one, named on its type.
Material.regular	The regular material, named on its type.
Material.thick	A less translucent material than the regular one, named on its type.
Material.ultraThick	The least translucent material, named on its type.
Material.bar	The material of bars.
Material.secondary	The second level of the style.
Material.tertiary	The third level of the style.
Material.quaternary	The fourth level of the style.
Material.quinary	The fifth level of the style.
Material.shadow	The style with a shadow.
Material.opacity	The style with the given opacity.
String.CompareOptions	Options of string comparison and search.
String.CompareOptions.caseInsensitive	Compares letters regardless of case.
String.CompareOptions.literal	Compares exact characters, without canonical equivalence.
String.CompareOptions.backwards	Searches from the end.
String.CompareOptions.anchored	Matches only at the start (or the end, searching backwards).
String.CompareOptions.numeric	Compares runs of digits by their numeric value.
String.CompareOptions.diacriticInsensitive	Compares letters regardless of accents.
String.CompareOptions.widthInsensitive	Compares full- and half-width forms as equal.
String.CompareOptions.forcedOrdering	Orders strings that compare equal otherwise by their exact characters.
String.CompareOptions.regularExpression	Reads the searched string as a regular expression.
Date.FormatStyle.Symbol.Day	How a date style writes its day field.
Date.FormatStyle.Symbol.Day.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.Day.ordinalOfDayInMonth	The weekday's ordinal in the month.
Date.FormatStyle.Symbol.Day.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Era	How a date style writes its era field.
Date.FormatStyle.Symbol.Era.abbreviated	The field's abbreviated name.
Date.FormatStyle.Symbol.Era.narrow	The field's shortest name.
Date.FormatStyle.Symbol.Era.wide	The field's full name.
Date.FormatStyle.Symbol.Hour	How a date style writes its hour field.
Date.FormatStyle.Symbol.Hour.AMPMStyle	How an hour shows the day period.
Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated	The day period abbreviated ("AM").
Date.FormatStyle.Symbol.Hour.AMPMStyle.narrow	The day period at its shortest ("a").
Date.FormatStyle.Symbol.Hour.AMPMStyle.omitted	No day period.
Date.FormatStyle.Symbol.Hour.AMPMStyle.wide	The day period in full.
Date.FormatStyle.Symbol.Hour.conversationalDefaultDigits	The hour as people say it, in as few digits as it needs.
Date.FormatStyle.Symbol.Hour.conversationalTwoDigits	The hour as people say it, in two digits.
Date.FormatStyle.Symbol.Hour.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.Hour.defaultDigitsNoAMPM	The hour in as few digits as it needs, without a day period.
Date.FormatStyle.Symbol.Hour.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Hour.twoDigitsNoAMPM	The hour in two digits, without a day period.
Date.FormatStyle.Symbol.Minute	How a date style writes its minute field.
Date.FormatStyle.Symbol.Minute.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.Minute.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Month	How a date style writes its month field.
Date.FormatStyle.Symbol.Month.abbreviated	The field's abbreviated name.
Date.FormatStyle.Symbol.Month.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.Month.narrow	The field's shortest name.
Date.FormatStyle.Symbol.Month.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Month.wide	The field's full name.
Date.FormatStyle.Symbol.Quarter	How a date style writes its quarter field.
Date.FormatStyle.Symbol.Quarter.abbreviated	The field's abbreviated name.
Date.FormatStyle.Symbol.Quarter.narrow	The field's shortest name.
Date.FormatStyle.Symbol.Quarter.oneDigit	The field in one digit.
Date.FormatStyle.Symbol.Quarter.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Quarter.wide	The field's full name.
Date.FormatStyle.Symbol.Second	How a date style writes its second field.
Date.FormatStyle.Symbol.Second.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.Second.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.TimeZone	How a date style writes its time zone.
Date.FormatStyle.Symbol.TimeZone.Width	How long a time zone's name is.
Date.FormatStyle.Symbol.TimeZone.Width.long	The long form.
Date.FormatStyle.Symbol.TimeZone.Width.short	The field's short name.
Date.FormatStyle.Symbol.TimeZone.exemplarLocation	The time zone's exemplar city.
Date.FormatStyle.Symbol.TimeZone.genericLocation	The time zone's generic location name.
Date.FormatStyle.Symbol.TimeZone.genericName	The time zone's generic name.
Date.FormatStyle.Symbol.TimeZone.identifier	The time zone's identifier.
Date.FormatStyle.Symbol.TimeZone.iso8601	The time zone in ISO 8601 form.
Date.FormatStyle.Symbol.TimeZone.localizedGMT	The time zone as a localized GMT offset.
Date.FormatStyle.Symbol.TimeZone.specificName	The time zone's specific name.
Date.FormatStyle.Symbol.WeekOfYear	How a date style writes its week-of-year field.
Date.FormatStyle.Symbol.WeekOfYear.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.WeekOfYear.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Weekday	How a date style writes its weekday field.
Date.FormatStyle.Symbol.Weekday.abbreviated	The field's abbreviated name.
Date.FormatStyle.Symbol.Weekday.narrow	The field's shortest name.
Date.FormatStyle.Symbol.Weekday.oneDigit	The field in one digit.
Date.FormatStyle.Symbol.Weekday.short	The field's short name.
Date.FormatStyle.Symbol.Weekday.twoDigits	The field in two digits.
Date.FormatStyle.Symbol.Weekday.wide	The field's full name.
Date.FormatStyle.Symbol.Year	How a date style writes its year field.
Date.FormatStyle.Symbol.Year.defaultDigits	The field in as few digits as it needs.
Date.FormatStyle.Symbol.Year.extended	The extended year, padded to the given length.
Date.FormatStyle.Symbol.Year.padded	The year padded with zeros to the given length.
Date.FormatStyle.Symbol.Year.twoDigits	The field in two digits.
Date.RelativeFormatStyle.Presentation	Whether a relative date is named or numeric.
Date.RelativeFormatStyle.Presentation.named	Named when it can be ("yesterday").
Date.RelativeFormatStyle.Presentation.numeric	Always a number ("1 day ago").
Date.RelativeFormatStyle.UnitsStyle	How a relative date writes its units.
Date.RelativeFormatStyle.UnitsStyle.abbreviated	The field's abbreviated name.
Date.RelativeFormatStyle.UnitsStyle.narrow	The field's shortest name.
Date.RelativeFormatStyle.UnitsStyle.spellOut	Numbers spelt out in words.
Date.RelativeFormatStyle.UnitsStyle.wide	The field's full name.
ButtonRole	What a button does, as its look tells: destructive or cancel.
ButtonRole.cancel	A button that cancels.
ButtonRole.destructive	A button that deletes or cannot be undone.
Text.Scale	The size of a text relative to the text around it.
Text.Scale.default	The text's own size.
Text.Scale.secondary	A smaller size, for text beside the main text.
CLLocation	A place on Earth with its altitude, accuracy and time.
CLLocation.altitude	The altitude in metres (0 for a place made from a coordinate).
CLLocation.coordinate	The place's latitude and longitude.
CLLocation.distance	The distance to another location, in metres.
CLLocation.horizontalAccuracy	How far the coordinate may be off, in metres.
CLLocation.timestamp	When the location was made.
CLLocation.verticalAccuracy	How far the altitude may be off, in metres (negative when unknown).
CLLocationCoordinate2D	A latitude and a longitude, in degrees.
CLLocationCoordinate2D.latitude	The latitude in degrees, north positive.
CLLocationCoordinate2D.longitude	The longitude in degrees, east positive.
CLLocationCoordinate2DIsValid	Whether a coordinate's latitude and longitude are in range.
CLLocationCoordinate2DMake	A coordinate from a latitude and a longitude.
NSString.lastPathComponent	The path's last part (the file name).
NSString.deletingLastPathComponent	The path without its last part (the folder).
NSString.pathExtension	The file name's extension, without the dot.
NSString.deletingPathExtension	The path without its file name's extension.
NSString.pathComponents	The path's parts, "/" first for an absolute path.
NSString.lowercased	The text in lower case.
NSString.uppercased	The text in upper case.
NSString.appendingPathComponent	The path with a part added after a "/".
NSString.appendingPathExtension	The path with an extension added after a "."; nil if it cannot take one.
NSString.replacingOccurrences	The text with every occurrence of one text replaced by another.
NSString.components	The text split at each occurrence of a separator.
ImageResource	An image set of the target's asset catalogs, named by the symbol Xcode generates for it.
RelativeDateTimeFormatter.DateTimeStyle	Whether a relative date is said in numbers or by name.
RelativeDateTimeFormatter.DateTimeStyle.named	By name where the language has one ("yesterday").
RelativeDateTimeFormatter.DateTimeStyle.numeric	Always in numbers ("1 day ago").
RelativeDateTimeFormatter.dateTimeStyle	Whether the formatter says dates in numbers or by name.
Double.zero	Zero.
Double.isZero	Whether the value is zero (positive or negative).
Bool.description	The text "true" or "false".
String.description	The string itself.
Decimal	A base-10 number, exact where a Double is not.
Decimal.description	The number as Swift prints it.
Decimal.exponent	The power of ten the significand is scaled by.
Decimal.isNaN	Whether the value is not a number.
Decimal.isZero	Whether the value is zero.
Decimal.magnitude	The absolute value.
Decimal.nan	Not a number.
Decimal.pi	Pi to 38 digits.
Decimal.zero	Zero.
NSAttributedString	Text with attributes; Widgetry keeps its text.
NSAttributedString.length	The length of the text in UTF-16 units.
NSAttributedString.string	The text, without its attributes.
NSAttributedString.DocumentType	The kind of document attributed text is read from.
NSAttributedString.DocumentType.html	An HTML document.
NSAttributedString.DocumentType.plain	Plain text.
NSAttributedString.DocumentType.rtf	A Rich Text Format document.
NSAttributedString.DocumentType.rtfd	A Rich Text Format document with attachments.
NSAttributedString.DocumentReadingOptionKey	An option for reading attributed text from data.
NSAttributedString.DocumentReadingOptionKey.characterEncoding	The text encoding of the data.
NSAttributedString.DocumentReadingOptionKey.defaultAttributes	The attributes text gets when the document gives none.
NSAttributedString.DocumentReadingOptionKey.documentType	The kind of document the data holds.
NSDecimalNumber	A Decimal as an object, for converting it.
NSDecimalNumber.decimalValue	The Decimal itself.
NSDecimalNumber.doubleValue	The Double nearest the number.
NSDecimalNumber.intValue	The number without its fraction.
NSDecimalNumber.stringValue	The number as text.
Double.magnitude	The absolute value.
Double.exponent	The power of two the significand is scaled by.
NSDecimalNumber.RoundingMode	How NSDecimalRound rounds.
NSDecimalNumber.RoundingMode.bankers	To the nearest, a tie to the even digit.
NSDecimalNumber.RoundingMode.down	Toward negative infinity.
NSDecimalNumber.RoundingMode.plain	To the nearest, a tie away from zero.
NSDecimalNumber.RoundingMode.up	Toward positive infinity.
NSDecimalNumber.adding	The sum of this number and another.
NSDecimalNumber.dividing	This number divided by another.
NSDecimalNumber.multiplying	This number multiplied by another.
NSDecimalNumber.subtracting	This number less another.
NSDecimalRound	Rounds a Decimal to a number of digits after the point.
Float.description	The number as Swift prints a Float.
Float.greatestFiniteMagnitude	The largest finite Float.
Float.infinity	Positive infinity.
Float.leastNonzeroMagnitude	The smallest positive Float.
Float.magnitude	The absolute value.
Float.nan	Not a number.
Float.pi	Pi to a Float's precision.
Float.random	A number of the range: its lower bound, so renders are reproducible.
Float.rounded	The nearest whole number, a tie away from zero.
Float.squareRoot	The square root.
Float.ulpOfOne	The gap between 1.0 and the next larger Float.
SystemRandomNumberGenerator	The system's source of random numbers, for random(in:using:).
SystemRandomNumberGenerator.next	The next random number: 0, so renders are reproducible.
Float.zero	Zero.
Calendar.shortStandaloneMonthSymbols	The months' short names, said alone.
Calendar.shortStandaloneWeekdaySymbols	The weekdays' short names, said alone.
Calendar.veryShortStandaloneMonthSymbols	The months' one-letter names, said alone.
Calendar.veryShortStandaloneWeekdaySymbols	The weekdays' one-letter names, said alone.
ObservableObjectPublisher	The publisher an ObservableObject announces its changes with.
ObservableObjectPublisher.send	Announces a change to the subscribers there are.
PersistentIdentifier	The identity of a SwiftData model in its store.
PersistentIdentifier.entityName	The name of the model's type.
PersistentIdentifier.storeIdentifier	The identifier of the store that holds the model.
UTType	A type of file or data, named by its uniform type identifier.
UTType.archive	The type of archives.
UTType.audio	The type of audio.
UTType.audiovisualContent	The type of audio and video content.
UTType.bmp	The type of BMP images.
UTType.calendarEvent	The type of calendar events.
UTType.commaSeparatedText	The type of comma-separated values.
UTType.compositeContent	The type of documents made of several kinds of content.
UTType.conforms	Whether the type is the given type or conforms to it.
UTType.content	The type of content a user reads or plays.
UTType.data	The type of any bytes.
UTType.directory	The type of directories.
UTType.fileURL	The type of file URLs.
UTType.folder	The type of folders.
UTType.gif	The type of GIF images.
UTType.heic	The type of HEIC images.
UTType.html	The type of HTML documents.
UTType.identifier	The type's uniform type identifier.
UTType.image	The type of images.
UTType.isDeclared	Whether the system declares the type.
UTType.isPublic	Whether the type is one of the public types.
UTType.isSubtype	Whether the type conforms to the given type.
UTType.isSupertype	Whether the given type conforms to this one.
UTType.item	The type of every item, the base of all types.
UTType.jpeg	The type of JPEG images.
UTType.json	The type of JSON text.
UTType.movie	The type of movies.
UTType.mp3	The type of MP3 audio.
UTType.mpeg	The type of MPEG video.
UTType.mpeg4Audio	The type of MPEG-4 audio.
UTType.mpeg4Movie	The type of MPEG-4 movies.
UTType.pdf	The type of PDF documents.
UTType.plainText	The type of plain text.
UTType.png	The type of PNG images.
UTType.preferredFilenameExtension	The filename extension files of the type usually have.
UTType.preferredMIMEType	The MIME type data of the type usually has.
UTType.propertyList	The type of property lists.
UTType.quickTimeMovie	The type of QuickTime movies.
UTType.rtf	The type of Rich Text Format documents.
UTType.sourceCode	The type of source code.
UTType.supertypes	The types this type conforms to.
UTType.svg	The type of SVG images.
UTType.swiftSource	The type of Swift source files.
UTType.text	The type of text of any encoding.
UTType.tiff	The type of TIFF images.
UTType.url	The type of URLs.
UTType.utf8PlainText	The type of UTF-8 plain text.
UTType.vCard	The type of vCard contact cards.
UTType.video	The type of video.
UTType.wav	The type of WAV audio.
UTType.webP	The type of WebP images.
UTType.xml	The type of XML documents.
UTType.yaml	The type of YAML documents.
UTType.zip	The type of zip archives.
CocoaError.Code	The kind of a Cocoa error.
CocoaError.Code.coderInvalidValue	A value could not be encoded.
CocoaError.Code.coderReadCorrupt	Data to decode is corrupt.
CocoaError.Code.coderValueNotFound	A value to decode is missing.
CocoaError.Code.featureUnsupported	The operation is not supported.
CocoaError.Code.fileLocking	A file could not be locked.
CocoaError.Code.fileNoSuchFile	A file does not exist.
CocoaError.Code.fileReadCorruptFile	A file read is not in the correct format.
CocoaError.Code.fileReadInapplicableStringEncoding	A file read is not text in the encoding given.
CocoaError.Code.fileReadInvalidFileName	A file to read has an invalid name.
CocoaError.Code.fileReadNoPermission	A file may not be read.
CocoaError.Code.fileReadNoSuchFile	A file to read does not exist.
CocoaError.Code.fileReadTooLarge	A file to read is too large.
CocoaError.Code.fileReadUnknown	Reading a file failed for an unknown reason.
CocoaError.Code.fileReadUnsupportedScheme	A URL to read from has an unsupported scheme.
CocoaError.Code.fileWriteFileExists	A file to write already exists.
CocoaError.Code.fileWriteInapplicableStringEncoding	Text to write cannot be encoded in the encoding given.
CocoaError.Code.fileWriteInvalidFileName	A file to write has an invalid name.
CocoaError.Code.fileWriteNoPermission	A file may not be written.
CocoaError.Code.fileWriteOutOfSpace	The volume has no space for the write.
CocoaError.Code.fileWriteUnknown	Writing a file failed for an unknown reason.
CocoaError.Code.fileWriteUnsupportedScheme	A URL to write to has an unsupported scheme.
CocoaError.Code.fileWriteVolumeReadOnly	The volume to write to is read-only.
CocoaError.Code.formatting	A value could not be formatted.
CocoaError.Code.keyValueValidation	A value failed key-value validation.
CocoaError.Code.propertyListReadCorrupt	A property list read is corrupt.
CocoaError.Code.propertyListWriteInvalid	A value cannot be written as a property list.
CocoaError.Code.rawValue	Foundation's number for the code.
CocoaError.Code.userCancelled	The user cancelled the operation.
CocoaError.code	The error's code.
CocoaError.coderInvalidValue	A value could not be encoded.
CocoaError.coderReadCorrupt	Data to decode is corrupt.
CocoaError.coderValueNotFound	A value to decode is missing.
CocoaError.featureUnsupported	The operation is not supported.
CocoaError.fileLocking	A file could not be locked.
CocoaError.fileNoSuchFile	A file does not exist.
CocoaError.fileReadCorruptFile	A file read is not in the correct format.
CocoaError.fileReadInapplicableStringEncoding	A file read is not text in the encoding given.
CocoaError.fileReadInvalidFileName	A file to read has an invalid name.
CocoaError.fileReadNoPermission	A file may not be read.
CocoaError.fileReadNoSuchFile	A file to read does not exist.
CocoaError.fileReadTooLarge	A file to read is too large.
CocoaError.fileReadUnknown	Reading a file failed for an unknown reason.
CocoaError.fileReadUnsupportedScheme	A URL to read from has an unsupported scheme.
CocoaError.fileWriteFileExists	A file to write already exists.
CocoaError.fileWriteInapplicableStringEncoding	Text to write cannot be encoded in the encoding given.
CocoaError.fileWriteInvalidFileName	A file to write has an invalid name.
CocoaError.fileWriteNoPermission	A file may not be written.
CocoaError.fileWriteOutOfSpace	The volume has no space for the write.
CocoaError.fileWriteUnknown	Writing a file failed for an unknown reason.
CocoaError.fileWriteUnsupportedScheme	A URL to write to has an unsupported scheme.
CocoaError.fileWriteVolumeReadOnly	The volume to write to is read-only.
CocoaError.formatting	A value could not be formatted.
CocoaError.keyValueValidation	A value failed key-value validation.
CocoaError.propertyListReadCorrupt	A property list read is corrupt.
CocoaError.propertyListWriteInvalid	A value cannot be written as a property list.
CocoaError.userCancelled	The user cancelled the operation.
DateComponentsFormatter.localizedString	Formats date components in a units style.
NSUbiquitousKeyValueStore.dictionaryRepresentation	Every key of the store with its value.
UserDefaults.dictionaryRepresentation	Every key of the defaults with its value.
UserDefaults.float	The Float stored under a key, or 0.
UserDefaults.removePersistentDomain	Removes every value of a domain.
AnyRegexOutput.Element	One capture of a regex's match.
AnyRegexOutput.Element.range	Where the capture is in the text, or nil when it took no part.
AnyRegexOutput.Element.substring	The captured text, or nil when the capture took no part.
Regex	A regular expression, run by Swift's regex engine.
Regex.Match	A match of a regex: its output and range.
Regex.Match.output	The whole match, then each capture.
Regex.Match.range	Where the whole match is in the text.
Regex.anchorsMatchLineEndings	The regex with ^ and $ matching at the ends of lines.
Regex.dotMatchesNewlines	The regex with . matching line breaks too.
Regex.firstMatch	The first match of the regex in the text.
Regex.ignoresCase	The regex matching without regard to case.
Regex.prefixMatch	The match of the regex at the start of the text.
Regex.wholeMatch	The match of the regex with the whole text.
String.firstMatch	The first match of a regex in the string.
String.matches	Every match of a regex in the string.
String.prefixMatch	The match of a regex at the start of the string.
String.wholeMatch	The match of a regex with the whole string.
EnvironmentValues.colorScheme	Whether the views are drawn light or dark.
EnvironmentValues.dynamicTypeSize	The text size the user chose.
EnvironmentValues.isLuminanceReduced	Whether the screen is dimmed, as an always-on display is.
EnvironmentValues.redactionReasons	Why the view's content is hidden, as in a placeholder.
EnvironmentValues.showsWidgetContainerBackground	Whether the widget's container background is shown.
EnvironmentValues.showsWidgetLabel	Whether an accessory widget shows its label.
EnvironmentValues.sizeCategory	The text size the user chose, in the older spelling.
EnvironmentValues.widgetContentMargins	The margins the system puts around a widget's content.
EnvironmentValues.widgetFamily	The size of the widget being drawn.
EnvironmentValues.widgetRenderingMode	How the system draws the widget: full colour, accented or vibrant.
Array.move	Moves the elements at some offsets to before another offset.
IndexSet	A set of integer offsets, in ascending order.
CChar	C's name of Int8.
CChar.bitWidth	The number of bits in the type.
CChar.isSigned	Whether the type can hold negative values.
CChar.max	The largest value the type holds.
CChar.min	The smallest value the type holds.
CChar.zero	Zero.
CChar.random	A number of a range, in the type's width.
CInt	C's name of Int32.
CInt.bitWidth	The number of bits in the type.
CInt.isSigned	Whether the type can hold negative values.
CInt.max	The largest value the type holds.
CInt.min	The smallest value the type holds.
CInt.zero	Zero.
CInt.random	A number of a range, in the type's width.
CLong	C's name of Int.
CLong.bitWidth	The number of bits in the type.
CLong.isSigned	Whether the type can hold negative values.
CLong.max	The largest value the type holds.
CLong.min	The smallest value the type holds.
CLong.zero	Zero.
CLong.random	A number of a range, in the type's width.
CLongLong	C's name of Int64.
CLongLong.bitWidth	The number of bits in the type.
CLongLong.isSigned	Whether the type can hold negative values.
CLongLong.max	The largest value the type holds.
CLongLong.min	The smallest value the type holds.
CLongLong.zero	Zero.
CLongLong.random	A number of a range, in the type's width.
CShort	C's name of Int16.
CShort.bitWidth	The number of bits in the type.
CShort.isSigned	Whether the type can hold negative values.
CShort.max	The largest value the type holds.
CShort.min	The smallest value the type holds.
CShort.zero	Zero.
CShort.random	A number of a range, in the type's width.
CSignedChar	C's name of Int8.
CSignedChar.bitWidth	The number of bits in the type.
CSignedChar.isSigned	Whether the type can hold negative values.
CSignedChar.max	The largest value the type holds.
CSignedChar.min	The smallest value the type holds.
CSignedChar.zero	Zero.
CSignedChar.random	A number of a range, in the type's width.
CUnsignedChar	C's name of UInt8.
CUnsignedChar.bitWidth	The number of bits in the type.
CUnsignedChar.isSigned	Whether the type can hold negative values.
CUnsignedChar.max	The largest value the type holds.
CUnsignedChar.min	The smallest value the type holds.
CUnsignedChar.zero	Zero.
CUnsignedChar.random	A number of a range, in the type's width.
CUnsignedInt	C's name of UInt32.
CUnsignedInt.bitWidth	The number of bits in the type.
CUnsignedInt.isSigned	Whether the type can hold negative values.
CUnsignedInt.max	The largest value the type holds.
CUnsignedInt.min	The smallest value the type holds.
CUnsignedInt.zero	Zero.
CUnsignedInt.random	A number of a range, in the type's width.
CUnsignedLong	C's name of UInt.
CUnsignedLong.bitWidth	The number of bits in the type.
CUnsignedLong.isSigned	Whether the type can hold negative values.
CUnsignedLong.max	The largest value the type holds.
CUnsignedLong.min	The smallest value the type holds.
CUnsignedLong.zero	Zero.
CUnsignedLong.random	A number of a range, in the type's width.
CUnsignedLongLong	C's name of UInt64.
CUnsignedLongLong.bitWidth	The number of bits in the type.
CUnsignedLongLong.isSigned	Whether the type can hold negative values.
CUnsignedLongLong.max	The largest value the type holds.
CUnsignedLongLong.min	The smallest value the type holds.
CUnsignedLongLong.zero	Zero.
CUnsignedLongLong.random	A number of a range, in the type's width.
CUnsignedShort	C's name of UInt16.
CUnsignedShort.bitWidth	The number of bits in the type.
CUnsignedShort.isSigned	Whether the type can hold negative values.
CUnsignedShort.max	The largest value the type holds.
CUnsignedShort.min	The smallest value the type holds.
CUnsignedShort.zero	Zero.
CUnsignedShort.random	A number of a range, in the type's width.
CIColor	Core Image's colour: the red, green, blue and alpha of a colour, from 0 to 1.
CIColor.red	The colour's red channel, from 0 to 1.
CIColor.green	The colour's green channel, from 0 to 1.
CIColor.blue	The colour's blue channel, from 0 to 1.
CIColor.alpha	The colour's opacity, from 0 to 1.
CIColor.numberOfComponents	The number of channels: four.
DispatchQueue.qos	The queue's quality of service.
Foundation	The Foundation module, whose global constants are its statics.
NSError.localizedFailureReason	Why the operation failed, from the userInfo's NSLocalizedFailureReasonErrorKey.
NSError.localizedRecoverySuggestion	What to do about the error, from the userInfo's NSLocalizedRecoverySuggestionErrorKey.
Foundation.NSLocalizedDescriptionKey	The userInfo key of the error's description.
Foundation.NSLocalizedFailureReasonErrorKey	The userInfo key of why the operation failed.
Foundation.NSLocalizedRecoverySuggestionErrorKey	The userInfo key of what to do about the error.
Foundation.NSLocalizedRecoveryOptionsErrorKey	The userInfo key of the titles of the ways to recover.
Foundation.NSDebugDescriptionErrorKey	The userInfo key of a description for debugging.
Foundation.NSUnderlyingErrorKey	The userInfo key of the error that caused this one.
Foundation.NSURLErrorKey	The userInfo key of the URL the error concerns.
Foundation.NSFilePathErrorKey	The userInfo key of the file path the error concerns.
Foundation.NSHelpAnchorErrorKey	The userInfo key of the help anchor of the error.
Foundation.NSStringEncodingErrorKey	The userInfo key of the string encoding the error concerns.
Foundation.NSURLErrorFailingURLErrorKey	The userInfo key of the URL that failed.
Foundation.NSURLErrorFailingURLStringErrorKey	The userInfo key of the text of the URL that failed.
Foundation.NSCocoaErrorDomain	The error domain of Foundation's own errors.
Foundation.NSURLErrorDomain	The error domain of URL loading errors.
Foundation.NSPOSIXErrorDomain	The error domain of the system's errors.
Foundation.NSEC_PER_SEC	The number of nanoseconds in a second.
Foundation.NSEC_PER_MSEC	The number of nanoseconds in a millisecond.
Foundation.NSEC_PER_USEC	The number of nanoseconds in a microsecond.
Foundation.USEC_PER_SEC	The number of microseconds in a second.
Foundation.M_PI	Pi.
Foundation.M_PI_2	Pi divided by two.
Foundation.M_PI_4	Pi divided by four.
Foundation.M_E	The base of natural logarithms.
Foundation.M_SQRT2	The square root of two.
Formatter.Context	Where a formatter's text goes in a sentence, which decides its first letter's case.
RelativeDateTimeFormatter.formattingContext	Where the text goes in a sentence: at its beginning it starts with a capital.
URLRequest.cachePolicy	How the request uses cached responses.
Locale.LanguageDirection	The direction a language's script is written in.
Locale.Language.characterDirection	The direction the language's characters are written in.
Formatter.Context.unknown	The place in a sentence is not known.
Formatter.Context.dynamic	The place in a sentence is decided where the text is used.
Formatter.Context.standalone	The text stands alone, as a label does.
Formatter.Context.listItem	The text is an item of a list.
Formatter.Context.beginningOfSentence	The text begins a sentence.
Formatter.Context.middleOfSentence	The text is inside a sentence.
Locale.LanguageDirection.unknown	The direction is not known.
Locale.LanguageDirection.leftToRight	Written from left to right.
Locale.LanguageDirection.rightToLeft	Written from right to left.
Locale.LanguageDirection.topToBottom	Written from top to bottom.
Locale.LanguageDirection.bottomToTop	Written from bottom to top.
Locale.HourCycle	The hours a locale's clock shows.
Locale.HourCycle.zeroToEleven	Hours 0 to 11, with AM and PM.
Locale.HourCycle.oneToTwelve	Hours 1 to 12, with AM and PM.
Locale.HourCycle.zeroToTwentyThree	Hours 0 to 23.
Locale.HourCycle.oneToTwentyFour	Hours 1 to 24.
Locale.MeasurementSystem	The system of units a locale measures in.
Locale.MeasurementSystem.metric	The metric system.
Locale.MeasurementSystem.us	The United States customary system.
Locale.MeasurementSystem.uk	The imperial system as the United Kingdom uses it.
Locale.hourCycle	The hours the locale's clock shows.
AnyCancellable	A subscription's handle: cancelling it ends the subscription.
AnyCancellable.cancel	Ends the subscription: no more values arrive.
AnyCancellable.store	Keeps the cancellable in a set or array.
AnyPublisher	A publisher of values, whatever made it.
AnyPublisher.assertNoFailure	Passes the values on, stopping the program on a failure.
AnyPublisher.compactMap	Passes on the non-nil results of a closure over each value.
AnyPublisher.debounce	Passes the values on; a widget does not wait for a pause.
AnyPublisher.delay	Passes the values on without waiting.
AnyPublisher.print	Passes each value on; Combine's log of the events is not written.
AnyPublisher.dropFirst	Passes the values on after leaving out the first ones.
AnyPublisher.eraseToAnyPublisher	The same publisher, as an AnyPublisher.
AnyPublisher.filter	Passes on the values a closure keeps.
AnyPublisher.first	Passes on the first value, or the first a closure accepts, then finishes.
AnyPublisher.handleEvents	Calls a closure with each value as it passes.
AnyPublisher.map	Passes on the result of a closure over each value.
AnyPublisher.prefix	Passes on the first values only, then finishes.
AnyPublisher.receive	Passes the values on, on the queue given.
AnyPublisher.removeDuplicates	Leaves out a value equal to the one before it.
AnyPublisher.replaceError	Turns a failure into one last value.
AnyPublisher.replaceNil	Turns a nil value into the value given.
AnyPublisher.setFailureType	The same publisher, with another failure type.
AnyPublisher.share	The same publisher, shared by its subscribers.
AnyPublisher.sink	Subscribes with closures for the values and the completion.
AnyPublisher.subscribe	Passes the values on; the queue given does not matter here.
AnyPublisher.throttle	Passes the values on; a widget does not wait between them.
AnyPublisher.tryCompactMap	Passes on the non-nil results of a throwing closure, failing when it throws.
AnyPublisher.tryFilter	Passes on the values a throwing closure keeps, failing when it throws.
AnyPublisher.tryMap	Passes on the results of a throwing closure, failing when it throws.
CurrentValueSubject	A subject that keeps its last value and gives it to each new subscriber.
CurrentValueSubject.assertNoFailure	Passes the values on, stopping the program on a failure.
CurrentValueSubject.compactMap	Passes on the non-nil results of a closure over each value.
CurrentValueSubject.debounce	Passes the values on; a widget does not wait for a pause.
CurrentValueSubject.delay	Passes the values on without waiting.
CurrentValueSubject.print	Passes each value on; Combine's log of the events is not written.
CurrentValueSubject.dropFirst	Passes the values on after leaving out the first ones.
CurrentValueSubject.eraseToAnyPublisher	The same publisher, as an AnyPublisher.
CurrentValueSubject.filter	Passes on the values a closure keeps.
CurrentValueSubject.first	Passes on the first value, or the first a closure accepts, then finishes.
CurrentValueSubject.handleEvents	Calls a closure with each value as it passes.
CurrentValueSubject.map	Passes on the result of a closure over each value.
CurrentValueSubject.prefix	Passes on the first values only, then finishes.
CurrentValueSubject.receive	Passes the values on, on the queue given.
CurrentValueSubject.removeDuplicates	Leaves out a value equal to the one before it.
CurrentValueSubject.replaceError	Turns a failure into one last value.
CurrentValueSubject.replaceNil	Turns a nil value into the value given.
CurrentValueSubject.send	Sends a value, or the completion, to the subscribers there are.
CurrentValueSubject.setFailureType	The same publisher, with another failure type.
CurrentValueSubject.share	The same publisher, shared by its subscribers.
CurrentValueSubject.sink	Subscribes with closures for the values and the completion.
CurrentValueSubject.subscribe	Passes the values on; the queue given does not matter here.
CurrentValueSubject.throttle	Passes the values on; a widget does not wait between them.
CurrentValueSubject.tryCompactMap	Passes on the non-nil results of a throwing closure, failing when it throws.
CurrentValueSubject.tryFilter	Passes on the values a throwing closure keeps, failing when it throws.
CurrentValueSubject.tryMap	Passes on the results of a throwing closure, failing when it throws.
CurrentValueSubject.value	The value last sent; setting it sends it.
Empty	A publisher that sends nothing.
Fail	A publisher that fails at once with an error.
Future	A publisher of the one result its closure promises.
Just	A publisher of one value.
NotificationCenter.publisher	A publisher of the notifications of a name.
PassthroughSubject	A subject that sends each value to the subscribers it has then.
PassthroughSubject.assertNoFailure	Passes the values on, stopping the program on a failure.
PassthroughSubject.compactMap	Passes on the non-nil results of a closure over each value.
PassthroughSubject.debounce	Passes the values on; a widget does not wait for a pause.
PassthroughSubject.delay	Passes the values on without waiting.
PassthroughSubject.print	Passes each value on; Combine's log of the events is not written.
PassthroughSubject.dropFirst	Passes the values on after leaving out the first ones.
PassthroughSubject.eraseToAnyPublisher	The same publisher, as an AnyPublisher.
PassthroughSubject.filter	Passes on the values a closure keeps.
PassthroughSubject.first	Passes on the first value, or the first a closure accepts, then finishes.
PassthroughSubject.handleEvents	Calls a closure with each value as it passes.
PassthroughSubject.map	Passes on the result of a closure over each value.
PassthroughSubject.prefix	Passes on the first values only, then finishes.
PassthroughSubject.receive	Passes the values on, on the queue given.
PassthroughSubject.removeDuplicates	Leaves out a value equal to the one before it.
PassthroughSubject.replaceError	Turns a failure into one last value.
PassthroughSubject.replaceNil	Turns a nil value into the value given.
PassthroughSubject.send	Sends a value, or the completion, to the subscribers there are.
PassthroughSubject.setFailureType	The same publisher, with another failure type.
PassthroughSubject.share	The same publisher, shared by its subscribers.
PassthroughSubject.sink	Subscribes with closures for the values and the completion.
PassthroughSubject.subscribe	Passes the values on; the queue given does not matter here.
PassthroughSubject.throttle	Passes the values on; a widget does not wait between them.
PassthroughSubject.tryCompactMap	Passes on the non-nil results of a throwing closure, failing when it throws.
PassthroughSubject.tryFilter	Passes on the values a throwing closure keeps, failing when it throws.
PassthroughSubject.tryMap	Passes on the results of a throwing closure, failing when it throws.
ObservableObjectPublisher.assertNoFailure	Passes the values on, stopping the program on a failure.
ObservableObjectPublisher.compactMap	Passes on the non-nil results of a closure over each value.
ObservableObjectPublisher.print	Passes each value on; Combine's log of the events is not written.
ObservableObjectPublisher.debounce	Passes the values on; a widget does not wait for a pause.
ObservableObjectPublisher.delay	Passes the values on without waiting.
ObservableObjectPublisher.dropFirst	Passes the values on after leaving out the first ones.
ObservableObjectPublisher.eraseToAnyPublisher	The same publisher, as an AnyPublisher.
ObservableObjectPublisher.filter	Passes on the values a closure keeps.
ObservableObjectPublisher.first	Passes on the first value, or the first a closure accepts, then finishes.
ObservableObjectPublisher.handleEvents	Calls a closure with each value as it passes.
ObservableObjectPublisher.map	Passes on the result of a closure over each value.
ObservableObjectPublisher.prefix	Passes on the first values only, then finishes.
ObservableObjectPublisher.receive	Passes the values on, on the queue given.
ObservableObjectPublisher.removeDuplicates	Leaves out a value equal to the one before it.
ObservableObjectPublisher.replaceError	Turns a failure into one last value.
ObservableObjectPublisher.replaceNil	Turns a nil value into the value given.
ObservableObjectPublisher.setFailureType	The same publisher, with another failure type.
ObservableObjectPublisher.share	The same publisher, shared by its subscribers.
ObservableObjectPublisher.sink	Subscribes with closures for the values and the completion.
ObservableObjectPublisher.subscribe	Passes the values on; the queue given does not matter here.
ObservableObjectPublisher.throttle	Passes the values on; a widget does not wait between them.
ObservableObjectPublisher.tryCompactMap	Passes on the non-nil results of a throwing closure, failing when it throws.
ObservableObjectPublisher.tryFilter	Passes on the values a throwing closure keeps, failing when it throws.
ObservableObjectPublisher.tryMap	Passes on the results of a throwing closure, failing when it throws.
URLSession.dataTaskPublisher	A publisher of the data and response of a request, made when a subscriber comes.
AnyPublisher.decode	Passes on each value decoded by a decoder, failing when it cannot decode.
PassthroughSubject.decode	Passes on each value decoded by a decoder, failing when it cannot decode.
CurrentValueSubject.decode	Passes on each value decoded by a decoder, failing when it cannot decode.
ObservableObjectPublisher.decode	Passes on each value decoded by a decoder, failing when it cannot decode.
Foundation.NSNotFound	What Foundation's searches give for a location that was not found.
Foundation.NSUbiquitousKeyValueStoreChangeReasonKey	The userInfo key of why the iCloud key-value store changed.
Foundation.NSUbiquitousKeyValueStoreChangedKeysKey	The userInfo key of the iCloud key-value store's changed keys.
Foundation.NSUbiquitousKeyValueStoreServerChange	The iCloud key-value store changed on the server.
Foundation.NSUbiquitousKeyValueStoreInitialSyncChange	The iCloud key-value store's first sync.
Foundation.NSUbiquitousKeyValueStoreQuotaViolationChange	The iCloud key-value store went over its quota.
Foundation.NSUbiquitousKeyValueStoreAccountChange	The iCloud account changed.
NSMakeRange	An NSRange of a location and a length.
NSRange	A range of UTF-16 offsets: a location and a length.
NSRange.length	How many UTF-16 units the range covers.
NSRange.location	Where the range starts, in UTF-16 units.
NSRange.lowerBound	Where the range starts, as its location.
NSRange.upperBound	Where the range ends: its location plus its length.
NSRegularExpression	Foundation's regular expression, made from a pattern; throws when it does not parse.
NSRegularExpression.MatchingOptions	How a match is looked for: anchored, with transparent bounds.
NSRegularExpression.MatchingOptions.anchored	Matches only at the start of the range searched.
NSRegularExpression.MatchingOptions.reportCompletion	Reports when the search ends (a callback option; no effect here).
NSRegularExpression.MatchingOptions.reportProgress	Reports progress while searching (a callback option; no effect here).
NSRegularExpression.MatchingOptions.withTransparentBounds	Lets lookaround see the text outside the range searched.
NSRegularExpression.MatchingOptions.withoutAnchoringBounds	Keeps ^ and $ from matching at the range's ends.
NSRegularExpression.Options	How a pattern is read: case, whitespace, line anchors.
NSRegularExpression.Options.allowCommentsAndWhitespace	Ignores whitespace and # comments in the pattern.
NSRegularExpression.Options.anchorsMatchLines	Lets ^ and $ match at the start and end of each line.
NSRegularExpression.Options.caseInsensitive	Matches letters without regard to case.
NSRegularExpression.Options.dotMatchesLineSeparators	Lets . match a line separator.
NSRegularExpression.Options.ignoreMetacharacters	Reads the whole pattern as literal text.
NSRegularExpression.Options.useUnicodeWordBoundaries	Finds word boundaries as Unicode defines them.
NSRegularExpression.Options.useUnixLineSeparators	Treats only a newline as a line separator.
NSRegularExpression.escapedPattern	The text with the pattern's special characters escaped.
NSRegularExpression.escapedTemplate	The text with a template's special characters escaped.
NSRegularExpression.firstMatch	The first match in a range of the text, or nil.
NSRegularExpression.matches	Every match in a range of the text, in order.
NSRegularExpression.numberOfCaptureGroups	How many capture groups the pattern has.
NSRegularExpression.numberOfMatches	How many matches a range of the text has.
NSRegularExpression.pattern	The pattern the expression was made from.
NSRegularExpression.rangeOfFirstMatch	The range of the first match, or {NSNotFound, 0}.
NSRegularExpression.stringByReplacingMatches	The text with each match replaced by the template ($1 for a group).
NSString.range	The NSRange of the first occurrence of a text, or {NSNotFound, 0}.
NSString.substring	The text an NSRange of UTF-16 offsets covers.
NSTextCheckingResult	A match of an NSRegularExpression: the ranges of the match and its groups.
NSTextCheckingResult.numberOfRanges	How many ranges the match has: the whole match and each group.
NSTextCheckingResult.range	The range of the whole match, of a group by number, or of a named group.
Range	The characters of a string an NSRange covers, or nil.
AnyPublisher.mapError	A publisher whose failure is the closure's result for the upstream's failure.
CurrentValueSubject.mapError	A publisher whose failure is the closure's result for the upstream's failure.
ObservableObjectPublisher.mapError	A publisher whose failure is the closure's result for the upstream's failure.
PassthroughSubject.mapError	A publisher whose failure is the closure's result for the upstream's failure.
Gradient.Stop.color	The stop's colour.
Gradient.Stop.location	Where the stop lies along the gradient, from 0 to 1.
Gradient.stops	The gradient's stops, each with its colour and location.
OperatingSystemVersion	A system version: major, minor and patch numbers.
OperatingSystemVersion.majorVersion	The version's first number.
OperatingSystemVersion.minorVersion	The version's second number.
OperatingSystemVersion.patchVersion	The version's third number.
ProcessInfo.isOperatingSystemAtLeast	Whether the system is at least this version; true, as a widget runs as on the newest system.
KeyedEncodingContainer.nestedContainer	A keyed container whose values are written as the key's object.
KeyedEncodingContainer.nestedUnkeyedContainer	An unkeyed container whose values are written as the key's array.
JSONDecoder.DateDecodingStrategy.custom	Dates read by the closure, through the decoder it is given for each.
ObjCBool	Foundation's Boolean flag, a Bool here.
AnyIterator	An iterator made from a closure that gives each element, or from another iterator.
AnyIterator.next	The next element, or nil after the last.
ObjectIdentifier	The identity of a class instance: equal for the same instance, a key for a dictionary of objects.
ObjectIdentifier.hashValue	A number that is the same for the same instance while the program runs.
AnySequence	A sequence of the given elements, or of those an iterator gives.
Scanner.charactersToBeSkipped	The characters skipped before each scan; white space and newlines at first.
String.Encoding.description	The encoding's name, as Foundation gives it.
String.cString	The text's bytes in an encoding as C characters, ending in 0.
String.applyingTransform	The string with a transform applied (a script changed, accents removed), or nil.
TimeDataSource	A source of time values that Text shows as they change; here, the value at the time the widget is drawn.
TimeDataSource.currentDate	The current date.
TimeDataSource.dateRange	The range from a date to now, or from now to a date.
TimeDataSource.durationOffset	The duration from now to a date, negative once it has passed.
CGAffineTransform	A 2D affine map of points: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
CGAffineTransform.a	The x scale (and rotation) factor.
CGAffineTransform.b	The y shear (and rotation) factor from x.
CGAffineTransform.c	The x shear (and rotation) factor from y.
CGAffineTransform.d	The y scale (and rotation) factor.
CGAffineTransform.tx	The x translation.
CGAffineTransform.ty	The y translation.
CGAffineTransform.identity	The transform that leaves every point where it is.
CGAffineTransform.isIdentity	Whether it leaves every point where it is.
CGAffineTransform.translatedBy	A translation, then this transform.
CGAffineTransform.scaledBy	A scaling, then this transform.
CGAffineTransform.rotated	A rotation by an angle in radians, then this transform.
CGAffineTransform.concatenating	This transform, then another.
CGAffineTransform.inverted	The transform that undoes this one.
CGPoint.applying	The point mapped by a transform.
CGSize.applying	The size mapped by a transform, without its translation.
CGRect.applying	The smallest rectangle holding the rectangle's corners mapped by a transform.
Path.applying	The path with every point mapped by a transform.
GraphicsContext.Shading.conicGradient	A gradient around a centre.
GraphicsContext.Shading.radialGradient	A gradient out from a centre.
GraphicsContext.addFilter	Adds a filter to what the context draws after.
GraphicsContext.blendMode	How what the context draws blends with what is under it.
GraphicsContext.clip	Clips what the context draws after to a path.
GraphicsContext.clipToLayer	Clips what the context draws after to what a closure draws.
GraphicsContext.concatenate	Applies a transform to what the context draws after.
GraphicsContext.draw	Draws text, an image or a symbol.
GraphicsContext.drawLayer	Draws with a copy of the context in a closure.
GraphicsContext.environment	The environment the canvas draws in.
GraphicsContext.opacity	The opacity of what the context draws.
GraphicsContext.resolve	Text or an image resolved for drawing.
GraphicsContext.rotate	Rotates what the context draws after.
GraphicsContext.scaleBy	Scales what the context draws after.
GraphicsContext.transform	The transform applied to what the context draws.
GraphicsContext.translateBy	Moves what the context draws after.
RelevantContext	A clue to when or where a widget matters to a watch's Smart Stack.
RelevantContext.DateKind	What kind of relevance a date clue gives.
RelevantContext.DateKind.default	Relevance with default priority.
RelevantContext.DateKind.informational	Relevance of content that needs no action, with lower priority.
RelevantContext.DateKind.scheduled	Relevance of something scheduled or needing action, with higher priority.
RelevantContext.date	Relevant at a date, or over a range or interval of dates.
RelevantContext.fitness	Relevant during a kind of fitness activity.
RelevantContext.hardware	Relevant while hardware such as headphones is connected.
RelevantContext.location	Relevant at a place.
RelevantContext.sleep	Relevant around sleep.
WidgetRelevance	The relevance a provider gives its widget's configurations.
WidgetRelevanceAttribute	A configuration of a widget and when it is relevant.
PropertyListSerialization	Foundation's reading and writing of property lists.
PropertyListSerialization.data	A property list's data in a format: XML or binary.
PropertyListSerialization.propertyList	The property list data holds, or whether a value can be written as one.
WidgetAccentedRenderingMode	How an image is drawn in a widget's accented rendering mode.
WidgetAccentedRenderingMode.accented	The image is part of the accented group, drawn in the accent colour.
WidgetAccentedRenderingMode.accentedDesaturated	The image's luminance as alpha, in the accent group's colour.
WidgetAccentedRenderingMode.desaturated	The image's luminance as alpha, in the default group's colour.
WidgetAccentedRenderingMode.fullColor	The image in full colour.
AnimatablePair	Two animatable values as one, such as a shape's animatableData.
AnimatablePair.first	The first value.
AnimatablePair.second	The second value.
UnitCurve	A timing curve from 0 to 1.
UnitCurve.bezier	A cubic Bézier curve through two control points.
UnitCurve.circularEaseIn	A quarter circle that starts slowly.
UnitCurve.circularEaseInOut	Quarter circles that start and end slowly.
UnitCurve.circularEaseOut	A quarter circle that ends slowly.
UnitCurve.easeIn	A curve that starts slowly.
UnitCurve.easeInOut	A curve that starts and ends slowly.
UnitCurve.easeOut	A curve that ends slowly.
UnitCurve.linear	A straight line.
UnitCurve.value	The curve's value at a progress.
UnitCurve.velocity	The curve's slope at a progress.
AsyncStream	An asynchronous sequence of the values its continuation yields.
AsyncStream.makeStream	A stream and the continuation that yields its values.
AsyncStream.Continuation	What yields a stream's values and finishes it.
AsyncStream.Continuation.finish	Ends the stream after the values yielded so far.
AsyncStream.Continuation.onTermination	What runs when the stream ends.
AsyncStream.Continuation.yield	Gives the stream a value.
IntentResult	What an intent's perform() gives: a value, a dialog, an intent to open.
IntentResult.result	A result, with a value, a dialog, a view or an intent to open.
OpenURLIntent	The system's intent that opens a URL, as a control's intent gives it to open.
OpenURLIntent.url	The URL the intent opens.
AnyLayout	A layout of any kind; AnyLayout(layout) { … } places the views with it.
HStackLayout	The horizontal stack as a layout, for AnyLayout.
VStackLayout	The vertical stack as a layout, for AnyLayout.
ZStackLayout	The overlaying stack as a layout, for AnyLayout.
StackLayout	A stack as a layout: what HStackLayout, VStackLayout and ZStackLayout make.
LayoutSubview	One subview of a custom layout, to measure and to place.
LayoutSubview.dimensions	The subview's width and height for a proposal.
LayoutSubview.place	Places the subview's anchor at a point, sized for a proposal.
LayoutSubview.priority	The subview's layout priority.
LayoutSubview.sizeThatFits	The subview's size for a proposal.
ProposedViewSize	A size a layout proposes: a width and a height, each nil where unspecified.
ProposedViewSize.height	The proposed height, nil when unspecified.
ProposedViewSize.width	The proposed width, nil when unspecified.
ProposedViewSize.infinity	The proposal of the largest size.
ProposedViewSize.unspecified	The proposal that asks for the ideal size.
ProposedViewSize.zero	The proposal of the smallest size.
ProposedViewSize.replacingUnspecifiedDimensions	The proposal as a size, an unspecified side given a default.
ViewDimensions	A view's size in its own coordinates.
ViewDimensions.height	The view's height.
ViewDimensions.width	The view's width.
SectorMark	A share of a pie or donut chart: its value among all the chart's sectors.
MarkDimension	A mark's size: a ratio of the plot, an inset, a fixed length or automatic.
MarkDimension.ratio	A share of the pie's radius.
MarkDimension.inset	Points in from the pie's radius.
MarkDimension.fixed	A length in points.
MarkDimension.automatic	The mark's own size.
URL.applicationSupportDirectory	The folder for the app's support files: one of the widget's own container.
URL.cachesDirectory	The folder for caches: one of the widget's own container.
URL.documentsDirectory	The folder for documents: one of the widget's own container.
URL.downloadsDirectory	The folder for downloads: one of the widget's own container.
URL.homeDirectory	The home folder: one of the widget's own container.
URL.libraryDirectory	The library folder: one of the widget's own container.
URL.temporaryDirectory	The folder for temporary files: one of the widget's own container.
StringTransform	A transform of a string's characters, by its ICU identifier.
StringTransform.fullwidthToHalfwidth	Full-width characters as half-width ones.
StringTransform.hiraganaToKatakana	Hiragana as katakana.
StringTransform.latinToArabic	Latin letters as Arabic.
StringTransform.latinToCyrillic	Latin letters as Cyrillic.
StringTransform.latinToHangul	Latin letters as Hangul.
StringTransform.latinToHebrew	Latin letters as Hebrew.
StringTransform.latinToHiragana	Latin letters as hiragana.
StringTransform.latinToKatakana	Latin letters as katakana.
StringTransform.latinToThai	Latin letters as Thai.
StringTransform.mandarinToLatin	Mandarin Chinese in Latin letters (pinyin).
StringTransform.stripCombiningMarks	Removes combining marks.
StringTransform.stripDiacritics	Removes accents and other diacritics.
StringTransform.toLatin	Any script written in Latin letters.
StringTransform.toUnicodeName	Each character as its Unicode name.
StringTransform.toXMLHex	Each character as an XML hexadecimal escape.
URLError.Code.rawValue	Foundation's number for the code.
URLError.Code.appTransportSecurityRequiresSecureConnection	App Transport Security asked for a secure connection.
URLError.Code.backgroundSessionInUseByAnotherProcess	Another process is using the background session.
URLError.Code.backgroundSessionRequiresSharedContainer	The background session needs a shared container.
URLError.Code.backgroundSessionWasDisconnected	The background session was disconnected.
URLError.Code.callIsActive	A phone call is active.
URLError.Code.cannotCloseFile	A downloaded file could not be closed.
URLError.Code.cannotCreateFile	A file for the download could not be created.
URLError.Code.cannotDecodeContentData	The content could not be decoded.
URLError.Code.cannotDecodeRawData	The raw data could not be decoded.
URLError.Code.cannotLoadFromNetwork	The request may only be answered from the cache.
URLError.Code.cannotMoveFile	A downloaded file could not be moved.
URLError.Code.cannotOpenFile	A downloaded file could not be opened.
URLError.Code.cannotParseResponse	The response could not be parsed.
URLError.Code.cannotRemoveFile	A downloaded file could not be removed.
URLError.Code.cannotWriteToFile	A downloaded file could not be written.
URLError.Code.clientCertificateRejected	The server rejected the client certificate.
URLError.Code.clientCertificateRequired	The server asked for a client certificate.
URLError.Code.dataNotAllowed	The cellular network does not allow data.
URLError.Code.dnsLookupFailed	The host's address could not be looked up.
URLError.Code.downloadDecodingFailedMidStream	A download could not be decoded partway through.
URLError.Code.downloadDecodingFailedToComplete	A download could not be decoded to its end.
URLError.Code.fileDoesNotExist	The file does not exist.
URLError.Code.fileIsDirectory	The URL names a folder, not a file.
URLError.Code.internationalRoamingOff	International roaming is off.
URLError.Code.noPermissionsToReadFile	The file may not be read.
URLError.Code.requestBodyStreamExhausted	The request's body stream ran out.
URLError.Code.serverCertificateHasBadDate	The server's certificate has expired.
URLError.Code.serverCertificateHasUnknownRoot	The server's certificate has an unknown root.
URLError.Code.serverCertificateNotYetValid	The server's certificate is not valid yet.
URLError.Code.serverCertificateUntrusted	The server's certificate is not trusted.
URLError.Code.userCancelledAuthentication	The person cancelled the authentication.
URLError.Code.zeroByteResource	The resource has no bytes.
FileAttributeKey	The name of a file's attribute in the dictionary attributesOfItem(atPath:) gives.
FileAttributeKey.creationDate	When the file was made.
FileAttributeKey.modificationDate	When the file was last changed.
FileAttributeKey.posixPermissions	The file's POSIX permissions.
FileAttributeKey.protectionKey	How the file is protected while the device is locked.
FileAttributeKey.rawValue	Foundation's name of the key, such as NSFileCreationDate.
FileAttributeKey.size	The file's size in bytes.
FileAttributeKey.type	Whether the item is a file, a folder or a link.
FileManager.attributesOfItem	The size, dates and type of a file or folder.
FileManager.copyItem	Copies a file or folder to a new place.
FileManager.moveItem	Moves a file or folder to a new place.
FileManager.url	A standard folder of the app, made when asked for.
CancellationError	The error thrown by work whose task was cancelled.
DateFormatter.doesRelativeDateFormatting	Whether the formatter writes nearby days as Today or Yesterday.
DateFormatter.formattingContext	Where the text goes, which decides its capitalization.
Range<Int>.startIndex	The range's first number, its first index.
Range<Int>.endIndex	The number after the range's last, its end index.
GraphicsContext	What a Canvas's closure draws into.
GraphicsContext.Shading	What fills or strokes a path drawn into a canvas: a colour or a gradient.
GraphicsContext.Shading.color	Shading in one colour.
GraphicsContext.Shading.linearGradient	Shading along a gradient between two points.
GraphicsContext.fill	Fills a path with a shading.
GraphicsContext.stroke	Draws a path's outline with a shading.
.onPreferenceChange	Runs a closure when a preference the view's descendants set changes.
.preference	Sets a preference's value for the views above to read.
.transformPreference	Changes a preference's value as it goes up to the views above.
BlendMode	How a view's colours combine with what is below it.
BlendMode.normal	Draws the colour over what is below it as it is.
BlendMode.multiply	Multiplies the colour with what is below it, darkening.
BlendMode.screen	Screens the colour with what is below it, lightening.
BlendMode.overlay	Multiplies or screens, by the colour below.
BlendMode.darken	Keeps the darker of the two colours.
BlendMode.lighten	Keeps the lighter of the two colours.
BlendMode.colorDodge	Brightens what is below to show the colour.
BlendMode.colorBurn	Darkens what is below to show the colour.
BlendMode.softLight	Darkens or lightens softly, by the colour.
BlendMode.hardLight	Multiplies or screens, by the colour itself.
BlendMode.difference	Subtracts the darker colour from the lighter.
BlendMode.exclusion	A softer difference of the two colours.
BlendMode.hue	The colour's hue with what is below's saturation and luminosity.
BlendMode.saturation	The colour's saturation with what is below's hue and luminosity.
BlendMode.color	The colour's hue and saturation with what is below's luminosity.
BlendMode.luminosity	The colour's luminosity with what is below's hue and saturation.
BlendMode.sourceAtop	Draws the colour only where something is below.
BlendMode.destinationOver	Draws the colour behind what is there.
BlendMode.destinationOut	Erases what is below where the colour is.
BlendMode.plusDarker	Adds the two colours, darkening.
BlendMode.plusLighter	Adds the two colours, lightening.
EnvironmentValues.layoutDirection	The direction text is written in: left to right here.
HorizontalEdge	The leading or trailing edge.
HorizontalEdge.leading	The leading edge.
HorizontalEdge.trailing	The trailing edge.
VerticalEdge	The top or bottom edge.
VerticalEdge.top	The top edge.
VerticalEdge.bottom	The bottom edge.
IntentDialog	What an intent says when it is done: its text.
LayoutDirection	The direction a layout runs in.
LayoutDirection.leftToRight	Left to right.
LayoutDirection.rightToLeft	Right to left.
Locale.availableIdentifiers	The identifiers of every locale Foundation knows.
Locale.currencyCode	The code of the locale's currency.
Locale.currency	The currency the locale uses.
Locale.measurementSystem	The system of units the locale measures in.
Locale.usesMetricSystem	Whether the locale measures in the metric system.
Locale.currencySymbol	The symbol of the locale's currency.
Locale.localizedString	The name of a currency, language, region or locale in the locale's language.
NSLocale.availableLocaleIdentifiers	The identifiers of every locale Foundation knows.
Path.strokedPath	The outline of the path as a path of its own, which a fill draws.
Path.subtracting	The path with a second one cut out of it.
UnitPoint.x	The point's horizontal fraction of the width.
UnitPoint.y	The point's vertical fraction of the height.
srand48	Seeds the C library's 48-bit random number generator.
drand48	The next number in [0, 1) of the C library's 48-bit generator.
lrand48	The next non-negative 31-bit number of the C library's 48-bit generator.
mrand48	The next signed 32-bit number of the C library's 48-bit generator.
Duration.UnitsFormatStyle	A style that writes a duration in units such as hours and minutes.
CircularGaugeStyle	A watchOS gauge drawn as a ring around its value.
CircularGaugeStyle.circular	A watchOS gauge drawn as a ring around its value.
LinearProgressViewStyle	A progress view drawn as a horizontal bar, in the tint given.
LinearProgressViewStyle.linear	A progress view drawn as a horizontal bar.
CircularProgressViewStyle	A progress view drawn as a spinner or a ring, in the tint given.
CircularProgressViewStyle.circular	A progress view drawn as a spinner or a ring.
DefaultProgressViewStyle	The progress view style of the platform and context.
DefaultProgressViewStyle.automatic	The progress view style of the platform and context.
UIImage.pngData	The image's pixels as PNG data.
UNAuthorizationOptions	The kinds of notification an app asks to post.
UNAuthorizationOptions.alert	Permission to show alerts.
UNAuthorizationOptions.badge	Permission to badge the app's icon.
UNAuthorizationOptions.carPlay	Permission to show notifications in CarPlay.
UNAuthorizationOptions.criticalAlert	Permission to post critical alerts.
UNAuthorizationOptions.providesAppNotificationSettings	Says the app has its own notification settings.
UNAuthorizationOptions.provisional	Permission to post quietly without asking.
UNAuthorizationOptions.sound	Permission to play sounds.
UNAuthorizationStatus	Whether the app may post notifications.
UNAuthorizationStatus.authorized	The app may post notifications.
UNAuthorizationStatus.denied	The app may not post notifications.
UNAuthorizationStatus.ephemeral	The app may post for a limited time.
UNAuthorizationStatus.notDetermined	The person has not been asked yet.
UNAuthorizationStatus.provisional	The app may post quietly.
UNCalendarNotificationTrigger	A trigger that fires at dates matching some components.
UNCalendarNotificationTrigger.dateComponents	The components a date must match.
UNCalendarNotificationTrigger.repeats	Whether the trigger fires again.
UNMutableNotificationContent	The title, body and other content of a notification.
UNMutableNotificationContent.badge	The number to badge the app's icon with.
UNMutableNotificationContent.body	The notification's main text.
UNMutableNotificationContent.categoryIdentifier	The category that gives the notification its actions.
UNMutableNotificationContent.interruptionLevel	How urgently the notification is shown.
UNMutableNotificationContent.relevanceScore	How relevant the notification is among its group.
UNMutableNotificationContent.sound	The sound played with the notification.
UNMutableNotificationContent.subtitle	The notification's second line.
UNMutableNotificationContent.targetContentIdentifier	The content the notification opens.
UNMutableNotificationContent.threadIdentifier	The group the notification is shown in.
UNMutableNotificationContent.title	The notification's title.
UNMutableNotificationContent.userInfo	Extra values kept with the notification.
UNNotificationInterruptionLevel	How urgently a notification is shown.
UNNotificationInterruptionLevel.active	Shown at once with sound.
UNNotificationInterruptionLevel.critical	Shown at once even when muted.
UNNotificationInterruptionLevel.passive	Added to the list without lighting the screen.
UNNotificationInterruptionLevel.timeSensitive	Shown at once even in a focus mode.
UNNotificationRequest	A notification's content and trigger under an identifier.
UNNotificationRequest.content	What the notification shows.
UNNotificationRequest.identifier	The identifier that names the request.
UNNotificationRequest.trigger	When the notification is delivered.
UNNotificationSetting	Whether a kind of notification is allowed.
UNNotificationSetting.disabled	The kind is turned off.
UNNotificationSetting.enabled	The kind is turned on.
UNNotificationSetting.notSupported	The kind does not exist on the device.
UNNotificationSettings	What the app may post, as the center reports it.
UNNotificationSettings.alertSetting	Whether alerts are allowed.
UNNotificationSettings.authorizationStatus	Whether the app may post notifications.
UNNotificationSettings.badgeSetting	Whether badges are allowed.
UNNotificationSettings.soundSetting	Whether sounds are allowed.
UNNotificationSound	The sound a notification plays.
UNNotificationSound.default	The system's notification sound.
UNNotificationSound.defaultCritical	The system's sound for critical alerts.
UNNotificationSound.defaultRingtone	The device's ringtone.
UNTimeIntervalNotificationTrigger	A trigger that fires after a number of seconds.
UNTimeIntervalNotificationTrigger.nextTriggerDate	When the trigger fires next.
UNTimeIntervalNotificationTrigger.repeats	Whether the trigger fires again.
UNTimeIntervalNotificationTrigger.timeInterval	The seconds before the trigger fires.
UNUserNotificationCenter	The app's notification center.
UNUserNotificationCenter.add	Schedules a notification request.
UNUserNotificationCenter.current	The app's one notification center.
UNUserNotificationCenter.delegate	The object told about notifications as they arrive.
UNUserNotificationCenter.deliveredNotifications	The notifications shown and not dismissed.
UNUserNotificationCenter.getDeliveredNotifications	Gives the notifications shown and not dismissed to a handler.
UNUserNotificationCenter.getNotificationSettings	Gives what the app may post to a handler.
UNUserNotificationCenter.getPendingNotificationRequests	Gives the requests not yet delivered to a handler.
UNUserNotificationCenter.notificationSettings	What the app may post.
UNUserNotificationCenter.pendingNotificationRequests	The requests not yet delivered.
UNUserNotificationCenter.removeAllDeliveredNotifications	Removes every notification shown.
UNUserNotificationCenter.removeAllPendingNotificationRequests	Removes every request not yet delivered.
UNUserNotificationCenter.removeDeliveredNotifications	Removes the notifications shown with these identifiers.
UNUserNotificationCenter.removePendingNotificationRequests	Removes the requests with these identifiers.
UNUserNotificationCenter.requestAuthorization	Asks the person to allow notifications.
UNUserNotificationCenter.setBadgeCount	Sets the number on the app's icon.
UNUserNotificationCenter.setNotificationCategories	Declares the app's notification categories and actions.
FileManager.contents	The bytes of the file at a path.
Locale.decimalSeparator	The mark between a number's whole part and its fraction.
Locale.groupingSeparator	The mark between groups of digits.
URLError.appTransportSecurityRequiresSecureConnection	App Transport Security asked for a secure connection.
URLError.backgroundSessionInUseByAnotherProcess	Another process is using the background session.
URLError.backgroundSessionRequiresSharedContainer	The background session needs a shared container.
URLError.backgroundSessionWasDisconnected	The background session was disconnected.
URLError.badServerResponse	The server sent a response that could not be read.
URLError.badURL	The URL is malformed.
URLError.callIsActive	A phone call is active.
URLError.cancelled	The request was cancelled.
URLError.cannotCloseFile	A downloaded file could not be closed.
URLError.cannotConnectToHost	The host could not be reached.
URLError.cannotCreateFile	A file for the download could not be created.
URLError.cannotDecodeContentData	The content could not be decoded.
URLError.cannotDecodeRawData	The raw data could not be decoded.
URLError.cannotFindHost	The host name could not be resolved.
URLError.cannotLoadFromNetwork	The request may only be answered from the cache.
URLError.cannotMoveFile	A downloaded file could not be moved.
URLError.cannotOpenFile	A downloaded file could not be opened.
URLError.cannotParseResponse	The response could not be parsed.
URLError.cannotRemoveFile	A downloaded file could not be removed.
URLError.cannotWriteToFile	A downloaded file could not be written.
URLError.clientCertificateRejected	The server rejected the client certificate.
URLError.clientCertificateRequired	The server asked for a client certificate.
URLError.dataLengthExceedsMaximum	The response was too large.
URLError.dataNotAllowed	The cellular network does not allow data.
URLError.dnsLookupFailed	The host's address could not be looked up.
URLError.downloadDecodingFailedMidStream	A download could not be decoded partway through.
URLError.downloadDecodingFailedToComplete	A download could not be decoded to its end.
URLError.fileDoesNotExist	The file does not exist.
URLError.fileIsDirectory	The URL names a folder, not a file.
URLError.httpTooManyRedirects	There were too many redirects.
URLError.internationalRoamingOff	International roaming is off.
URLError.networkConnectionLost	The connection dropped during the request.
URLError.noPermissionsToReadFile	The file may not be read.
URLError.notConnectedToInternet	There is no internet connection.
URLError.redirectToNonExistentLocation	A redirect led nowhere.
URLError.requestBodyStreamExhausted	The request's body stream ran out.
URLError.resourceUnavailable	The resource could not be found.
URLError.secureConnectionFailed	A secure connection could not be made.
URLError.serverCertificateHasBadDate	The server's certificate has expired.
URLError.serverCertificateHasUnknownRoot	The server's certificate has an unknown root.
URLError.serverCertificateNotYetValid	The server's certificate is not valid yet.
URLError.serverCertificateUntrusted	The server's certificate is not trusted.
URLError.timedOut	The request took too long.
URLError.unsupportedURL	The URL's scheme is not supported.
URLError.userAuthenticationRequired	The server asks for authentication.
URLError.userCancelledAuthentication	The person cancelled the authentication.
URLError.zeroByteResource	The resource has no bytes.
ModelContext.processPendingChanges	Applies the context's pending changes.
URLError.unknown	An error of no known kind.
Edge.Set.contains	Whether the set holds every side of another.
Edge.Set.intersection	The sides both sets hold.
Edge.Set.isEmpty	Whether the set holds no side.
Edge.Set.isSubset	Whether another set holds every side of this one.
Edge.Set.isSuperset	Whether this set holds every side of another.
Edge.Set.subtracting	The sides of this set that another does not hold.
Edge.Set.symmetricDifference	The sides exactly one of two sets holds.
Edge.Set.union	The sides either set holds.
Data.allSatisfy	Whether every byte satisfies a condition.
Data.compactMap	The non-nil results of transforming each byte.
Data.enumerated	Each byte paired with its offset.
Data.flatMap	The results of transforming each byte into a sequence, joined.
Data.forEach	Runs a closure on each byte in order.
Data.max	The largest byte, or nil when there are none.
Data.min	The smallest byte, or nil when there are none.
Data.randomElement	A byte chosen at random, or nil when there are none.
Data.sorted	The bytes in increasing order, or in the order a closure gives.
Data.filter	The bytes that satisfy a condition, as Data.
DateFormatStyle.calendar	The calendar the style writes dates in; settable.
DateFormatStyle.format	The text of a date in this style.
String.rawValue	The text of a notification's name.
AnyRegexOutput	The output of a match of a regex made from a string: the whole match, then each capture.
AnyRegexOutput.count	The number of elements: the whole match and each capture.
Insecure	CryptoKit's namespace of hash functions kept for old protocols: MD5 and SHA1.
SHA256	The SHA-256 hash function: a hasher, or a digest at once with hash(data:).
SHA256.hash	The SHA-256 digest of the bytes given.
SHA256.update	Feeds more bytes to the hasher.
SHA256.finalize	The SHA-256 digest of all the bytes fed.
SHA256.byteCount	The number of bytes of a SHA-256 digest.
SHA256.blockByteCount	The number of bytes SHA-256 hashes in one block.
SHA256.Digest	A SHA-256 digest: a sequence of its bytes.
SHA256.Digest.byteCount	The number of bytes of a SHA-256 digest.
SHA256.Digest.description	The digest's name and its bytes in hexadecimal.
SHA256.Digest.allSatisfy	Whether every byte satisfies a condition.
SHA256.Digest.compactMap	The non-nil results of transforming each byte.
SHA256.Digest.enumerated	Each byte paired with its offset.
SHA256.Digest.flatMap	The results of transforming each byte into a sequence, joined.
SHA256.Digest.forEach	Runs a closure on each byte in order.
SHA256.Digest.max	The largest byte, or nil when there are none.
SHA256.Digest.min	The smallest byte, or nil when there are none.
SHA256.Digest.randomElement	A byte chosen at random, or nil when there are none.
SHA256.Digest.sorted	The bytes in increasing order, or in the order a closure gives.
SHA256.Digest.filter	The bytes that satisfy a condition.
SHA256.Digest.map	The results of transforming each byte.
SHA256.Digest.reduce	Combines all bytes into one value.
SHA256.Digest.contains	Whether the digest holds a byte, or one that satisfies a condition.
SHA256.Digest.count	The number of bytes that satisfy a condition.
SHA256.Digest.first	The first byte that satisfies a condition, or nil.
SHA256.Digest.prefix	The first bytes, up to the count given.
SHA256.Digest.suffix	The last bytes, up to the count given.
SHA256.Digest.dropFirst	The bytes without the first ones.
SHA256.Digest.dropLast	The bytes without the last ones.
SHA384	The SHA-384 hash function: a hasher, or a digest at once with hash(data:).
SHA384.hash	The SHA-384 digest of the bytes given.
SHA384.update	Feeds more bytes to the hasher.
SHA384.finalize	The SHA-384 digest of all the bytes fed.
SHA384.byteCount	The number of bytes of a SHA-384 digest.
SHA384.blockByteCount	The number of bytes SHA-384 hashes in one block.
SHA384.Digest	A SHA-384 digest: a sequence of its bytes.
SHA384.Digest.byteCount	The number of bytes of a SHA-384 digest.
SHA384.Digest.description	The digest's name and its bytes in hexadecimal.
SHA384.Digest.allSatisfy	Whether every byte satisfies a condition.
SHA384.Digest.compactMap	The non-nil results of transforming each byte.
SHA384.Digest.enumerated	Each byte paired with its offset.
SHA384.Digest.flatMap	The results of transforming each byte into a sequence, joined.
SHA384.Digest.forEach	Runs a closure on each byte in order.
SHA384.Digest.max	The largest byte, or nil when there are none.
SHA384.Digest.min	The smallest byte, or nil when there are none.
SHA384.Digest.randomElement	A byte chosen at random, or nil when there are none.
SHA384.Digest.sorted	The bytes in increasing order, or in the order a closure gives.
SHA384.Digest.filter	The bytes that satisfy a condition.
SHA384.Digest.map	The results of transforming each byte.
SHA384.Digest.reduce	Combines all bytes into one value.
SHA384.Digest.contains	Whether the digest holds a byte, or one that satisfies a condition.
SHA384.Digest.count	The number of bytes that satisfy a condition.
SHA384.Digest.first	The first byte that satisfies a condition, or nil.
SHA384.Digest.prefix	The first bytes, up to the count given.
SHA384.Digest.suffix	The last bytes, up to the count given.
SHA384.Digest.dropFirst	The bytes without the first ones.
SHA384.Digest.dropLast	The bytes without the last ones.
SHA512	The SHA-512 hash function: a hasher, or a digest at once with hash(data:).
SHA512.hash	The SHA-512 digest of the bytes given.
SHA512.update	Feeds more bytes to the hasher.
SHA512.finalize	The SHA-512 digest of all the bytes fed.
SHA512.byteCount	The number of bytes of a SHA-512 digest.
SHA512.blockByteCount	The number of bytes SHA-512 hashes in one block.
SHA512.Digest	A SHA-512 digest: a sequence of its bytes.
SHA512.Digest.byteCount	The number of bytes of a SHA-512 digest.
SHA512.Digest.description	The digest's name and its bytes in hexadecimal.
SHA512.Digest.allSatisfy	Whether every byte satisfies a condition.
SHA512.Digest.compactMap	The non-nil results of transforming each byte.
SHA512.Digest.enumerated	Each byte paired with its offset.
SHA512.Digest.flatMap	The results of transforming each byte into a sequence, joined.
SHA512.Digest.forEach	Runs a closure on each byte in order.
SHA512.Digest.max	The largest byte, or nil when there are none.
SHA512.Digest.min	The smallest byte, or nil when there are none.
SHA512.Digest.randomElement	A byte chosen at random, or nil when there are none.
SHA512.Digest.sorted	The bytes in increasing order, or in the order a closure gives.
SHA512.Digest.filter	The bytes that satisfy a condition.
SHA512.Digest.map	The results of transforming each byte.
SHA512.Digest.reduce	Combines all bytes into one value.
SHA512.Digest.contains	Whether the digest holds a byte, or one that satisfies a condition.
SHA512.Digest.count	The number of bytes that satisfy a condition.
SHA512.Digest.first	The first byte that satisfies a condition, or nil.
SHA512.Digest.prefix	The first bytes, up to the count given.
SHA512.Digest.suffix	The last bytes, up to the count given.
SHA512.Digest.dropFirst	The bytes without the first ones.
SHA512.Digest.dropLast	The bytes without the last ones.
Insecure.MD5	The MD5 hash function: a hasher, or a digest at once with hash(data:).
Insecure.MD5.hash	The MD5 digest of the bytes given.
Insecure.MD5.update	Feeds more bytes to the hasher.
Insecure.MD5.finalize	The MD5 digest of all the bytes fed.
Insecure.MD5.byteCount	The number of bytes of a MD5 digest.
Insecure.MD5.blockByteCount	The number of bytes MD5 hashes in one block.
Insecure.MD5.Digest	A MD5 digest: a sequence of its bytes.
Insecure.MD5.Digest.byteCount	The number of bytes of a MD5 digest.
Insecure.MD5.Digest.description	The digest's name and its bytes in hexadecimal.
Insecure.MD5.Digest.allSatisfy	Whether every byte satisfies a condition.
Insecure.MD5.Digest.compactMap	The non-nil results of transforming each byte.
Insecure.MD5.Digest.enumerated	Each byte paired with its offset.
Insecure.MD5.Digest.flatMap	The results of transforming each byte into a sequence, joined.
Insecure.MD5.Digest.forEach	Runs a closure on each byte in order.
Insecure.MD5.Digest.max	The largest byte, or nil when there are none.
Insecure.MD5.Digest.min	The smallest byte, or nil when there are none.
Insecure.MD5.Digest.randomElement	A byte chosen at random, or nil when there are none.
Insecure.MD5.Digest.sorted	The bytes in increasing order, or in the order a closure gives.
Insecure.MD5.Digest.filter	The bytes that satisfy a condition.
Insecure.MD5.Digest.map	The results of transforming each byte.
Insecure.MD5.Digest.reduce	Combines all bytes into one value.
Insecure.MD5.Digest.contains	Whether the digest holds a byte, or one that satisfies a condition.
Insecure.MD5.Digest.count	The number of bytes that satisfy a condition.
Insecure.MD5.Digest.first	The first byte that satisfies a condition, or nil.
Insecure.MD5.Digest.prefix	The first bytes, up to the count given.
Insecure.MD5.Digest.suffix	The last bytes, up to the count given.
Insecure.MD5.Digest.dropFirst	The bytes without the first ones.
Insecure.MD5.Digest.dropLast	The bytes without the last ones.
Insecure.SHA1	The SHA-1 hash function: a hasher, or a digest at once with hash(data:).
Insecure.SHA1.hash	The SHA-1 digest of the bytes given.
Insecure.SHA1.update	Feeds more bytes to the hasher.
Insecure.SHA1.finalize	The SHA-1 digest of all the bytes fed.
Insecure.SHA1.byteCount	The number of bytes of a SHA-1 digest.
Insecure.SHA1.blockByteCount	The number of bytes SHA-1 hashes in one block.
Insecure.SHA1.Digest	A SHA-1 digest: a sequence of its bytes.
Insecure.SHA1.Digest.byteCount	The number of bytes of a SHA-1 digest.
Insecure.SHA1.Digest.description	The digest's name and its bytes in hexadecimal.
Insecure.SHA1.Digest.allSatisfy	Whether every byte satisfies a condition.
Insecure.SHA1.Digest.compactMap	The non-nil results of transforming each byte.
Insecure.SHA1.Digest.enumerated	Each byte paired with its offset.
Insecure.SHA1.Digest.flatMap	The results of transforming each byte into a sequence, joined.
Insecure.SHA1.Digest.forEach	Runs a closure on each byte in order.
Insecure.SHA1.Digest.max	The largest byte, or nil when there are none.
Insecure.SHA1.Digest.min	The smallest byte, or nil when there are none.
Insecure.SHA1.Digest.randomElement	A byte chosen at random, or nil when there are none.
Insecure.SHA1.Digest.sorted	The bytes in increasing order, or in the order a closure gives.
Insecure.SHA1.Digest.filter	The bytes that satisfy a condition.
Insecure.SHA1.Digest.map	The results of transforming each byte.
Insecure.SHA1.Digest.reduce	Combines all bytes into one value.
Insecure.SHA1.Digest.contains	Whether the digest holds a byte, or one that satisfies a condition.
Insecure.SHA1.Digest.count	The number of bytes that satisfy a condition.
Insecure.SHA1.Digest.first	The first byte that satisfies a condition, or nil.
Insecure.SHA1.Digest.prefix	The first bytes, up to the count given.
Insecure.SHA1.Digest.suffix	The last bytes, up to the count given.
Insecure.SHA1.Digest.dropFirst	The bytes without the first ones.
Insecure.SHA1.Digest.dropLast	The bytes without the last ones.
DateComponents.isLeapMonth	Whether the month is a leap month; nil when not set.
CGColor.colorSpace	The colour's space: sRGB.
CGColor.converted	The colour in another RGB colour space, or nil.
CGColorSpace	A Core Graphics colour space, made from its name.
CGColorSpace.name	The space's name, such as kCGColorSpaceSRGB.
CGColorSpace.numberOfComponents	The number of colour components of the space, without alpha.
CGColorSpace.sRGB	The name of the standard RGB colour space.
CGColorSpace.extendedSRGB	The name of the extended-range sRGB colour space.
CGColorSpace.displayP3	The name of the Display P3 colour space.
CGColorSpace.extendedDisplayP3	The name of the extended-range Display P3 colour space.
CGColorSpace.linearSRGB	The name of the linear sRGB colour space.
CGColorSpace.extendedLinearSRGB	The name of the extended-range linear sRGB colour space.
CGColorSpace.genericRGBLinear	The name of the generic linear RGB colour space.
CGColorSpace.linearDisplayP3	The name of the linear Display P3 colour space.
CGColorSpace.genericGrayGamma2_2	The name of the generic grey (gamma 2.2) colour space.
CGColorSpace.genericCMYK	The name of the generic CMYK colour space.
CGColorSpace.genericLab	The name of the generic Lab colour space.
"""
}
