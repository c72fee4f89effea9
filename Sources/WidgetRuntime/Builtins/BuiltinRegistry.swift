import Foundation
import WidgetRender

/// The views, modifiers and functions a widget file may call. The checker and
/// the interpreter look names up here; a plugin adds entries the same way
/// the built-ins do, with `register`. It is a value that is passed in, not a global.
/// A name is registered once per table: a name with several forms is one entry
/// with several overloads. A second entry of a name is refused (the first is kept)
/// and recorded in `duplicates`, which a test keeps empty for the standard table;
/// a plugin's source whose name is taken is an error (`register(source:)` throws).
public struct BuiltinRegistry: Sendable {
    public private(set) var views = [String: BuiltinCallable]()
    public private(set) var modifiers = [String: BuiltinModifier]()
    public private(set) var functions = [String: BuiltinCallable]()
    /// Built-in types (`Date`, `Calendar`, `Font`, …) with their members (`BuiltinType`).
    public private(set) var types = [String: BuiltinType]()
    var typeNamesByInstance: [SemanticType: String] = [:]
    /// The names of the views and types of the standard table: a Swift module's nested type of one
    /// of these names keeps its owner's name (`SwiftModules.frameworkTypeNames`).
    public internal(set) var frameworkTypeNames: Set<String> = []
    /// Data source kinds (`http`, `json`, …), each also callable as a function that gives a source.
    public private(set) var sources: [String: any DataSource] = [:]
    /// SF Symbol names that draw as something other than `□`.
    public var isKnownSymbol: @Sendable (String) -> Bool = { _ in true }
    public var symbolNames: @Sendable () -> [String] = { [] }

    /// Entries refused because their name was already registered in the same table
    /// (`view Image`, `type Date`), or a view or function without its implementation (`view Text without a body`);
    /// the types' own refused members are in `BuiltinType.duplicates`.
    public private(set) var duplicates: [String] = []

    public init() {}

    public mutating func register(view: BuiltinCallable) {
        guard views[view.name] == nil else { return duplicates.append("view \(view.name)") }
        guard view.body != nil else { return duplicates.append("view \(view.name) without a body") }
        views[view.name] = view
    }
    public mutating func register(modifier: BuiltinModifier) {
        guard modifiers[modifier.name] == nil else { return duplicates.append("modifier \(modifier.name)") }
        modifiers[modifier.name] = modifier
    }
    public mutating func register(function: BuiltinCallable) {
        guard functions[function.name] == nil else { return duplicates.append("function \(function.name)") }
        guard function.body != nil else { return duplicates.append("function \(function.name) without a body") }
        functions[function.name] = function
    }

    /// Whether `Name.init(…)` and `.init(…)` where a `Name` goes are the call `Name(…)`: a view, a type with initializers
    /// (`DecodingError.Context` among them, named inside another) or a function of that name (`Set`). Not a type without
    /// initializers (`Gradient.Stop`, whose `.init(color:location:)` its users read).
    func makesByInit(_ typeName: String) -> Bool {
        views[typeName] != nil || functions[typeName] != nil || !(types[typeName]?.initializers.isEmpty ?? true)
    }

    /// Adds a built-in type; `byInstance` also makes it the table of values of its instance type
    /// (false for `Float` or `Int8`, whose values are `Double`'s and `Int`'s).
    mutating func register(type: BuiltinType, byInstance: Bool = true) {
        guard types[type.name] == nil else { return duplicates.append("type \(type.name)") }
        types[type.name] = type
        if byInstance { typeNamesByInstance[type.instanceType] = type.name }
    }

    /// Adds a plugin's data source, callable by its kind; a kind that is already a source
    /// or a function is refused with a message naming both.
    public mutating func register(source: any DataSource) throws(DuplicateName) {
        if sources[source.kind] != nil || functions[source.kind] != nil {
            let taken = sources[source.kind] != nil ? "a data source" : "a built-in function"
            throw DuplicateName("the plugin source '\(String(describing: type(of: source)))' cannot be registered as '\(source.kind)': "
                                + "'\(source.kind)' is already \(taken)")
        }
        sources[source.kind] = source
        // `http(url)`, `json(path)` inline: a reference to a source of that kind, loaded where it is used.
        let kind = source.kind
        var function = BuiltinCallable(kind, [source.signature], result: .source) { _, args, r in
            .source(SourceReference(name: nil, kind: kind, arguments: args.map { ($0.label, $0.value) }, range: r))
        }
        // The checker's rules: a source is read where I/O is allowed, and `decode:` names a type.
        function.check = { c, call in
            c.requireIO("'\(call.name)(…)'", at: call.call.range)
            for argument in call.arguments {
                if argument.label == "decode" { c.decodeType(argument.value) } else { c.infer(argument.value, in: call.scope) }
            }
            return .source
        }
        functions[kind] = function
    }

    mutating func recordDuplicate(_ entry: String) { duplicates.append(entry) }

    /// A name registered twice.
    public struct DuplicateName: Error, CustomStringConvertible, Sendable {
        public let message: String
        init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    /// Every refused entry: the registry's own and those of its types' members (`Date.now`).
    var allDuplicates: [String] {
        duplicates + types.keys.sorted().flatMap { name in types[name]?.duplicates.map { "\(name).\($0)" } ?? [] }
    }

    /// Whether `name` is a data source kind.
    func hasSource(_ name: String) -> Bool { sources[name] != nil }

    /// Builds the standard registry and the SF Symbols table on threads of their own, so a process
    /// that is about to check a widget has them sooner: its main work (reading arguments, files and
    /// the store, parsing) goes on meanwhile, and its first use of either waits for it (once).
    public static func prepareInBackground() {
        Thread.detachNewThread { _ = BuiltinRegistry.standard }
        Thread.detachNewThread { _ = SFSymbols.glyph(named: "circle") }
    }

    /// The registry with everything Widgetry ships.
    public static let standard: BuiltinRegistry = {
        var registry = BuiltinRegistry()
        StandardViews.register(in: &registry)
        StandardModifiers.register(in: &registry)
        TextModifiers.register(in: &registry)
        ShapeModifiers.register(in: &registry)
        StandardFunctions.register(in: &registry)
        SwiftResult.register(in: &registry)
        SwiftAssertions.register(in: &registry)
        StandardSources.register(in: &registry)
        StandardSymbols.register(in: &registry)
        FoundationDates.register(in: &registry)
        FoundationCalendar.register(in: &registry)
        FoundationFormatters.register(in: &registry)
        FoundationMisc.register(in: &registry)
        FoundationCache.register(in: &registry)
        UserNotifications.register(in: &registry)
        FoundationScanner.register(in: &registry)
        CoreFoundationNotifications.register(in: &registry)
        SwiftUIStyles.register(in: &registry)
        SwiftUIShapeStyleTypes.register(in: &registry)
        SwiftUIStyleConfigurations.register(in: &registry)
        SwiftCollections.register(in: &registry)
        SwiftSet.register(in: &registry)
        SwiftArrayKinds.register(in: &registry)
        FoundationIndexSet.register(in: &registry)
        SwiftHasher.register(in: &registry)
        CryptoKitDigests.register(in: &registry)
        WidgetKitContext.register(in: &registry)
        WidgetKitFamily.register(in: &registry)
        CoreGraphicsTypes.register(in: &registry)
        CoreGraphicsColor.register(in: &registry)
        CoreGraphicsColorSpaces.register(in: &registry)
        SwiftUIResolvedColors.register(in: &registry)
        CoreImageColors.register(in: &registry)
        FoundationConstants.register(in: &registry)
        CoreLocationValues.register(in: &registry)
        SwiftUILayoutValues.register(in: &registry)
        SwiftUICustomLayouts.register(in: &registry)
        LayoutModifiers.register(in: &registry)
        DateFormatSymbols.register(in: &registry)
        FormatStyleTable.register(in: &registry)
        ImageBuiltins.register(in: &registry)
        FoundationNetwork.register(in: &registry)
        FoundationCoding.register(in: &registry)
        FoundationPropertyLists.register(in: &registry)
        FoundationJSONSerialization.register(in: &registry)
        PlatformServices.register(in: &registry)
        PlatformAppStorage.register(in: &registry)
        PlatformLogging.register(in: &registry)
        PlatformLogMessages.register(in: &registry)
        PlatformBundle.register(in: &registry)
        UIKitDataAssets.register(in: &registry)
        SwiftData.register(in: &registry)
        UIKitColors.register(in: &registry)
        UIKitFeedback.register(in: &registry)
        FoundationTimers.register(in: &registry)
        UIKitScreen.register(in: &registry)
        UIKitFonts.register(in: &registry)
        UIKitDevice.register(in: &registry)
        WatchKitDevice.register(in: &registry)
        SiriKitIntents.register(in: &registry)
        SwiftUIGradients.register(in: &registry)
        SwiftUIGlass.register(in: &registry)
        SwiftCharts.register(in: &registry)
        SwiftStringInterpolation.register(in: &registry)
        FoundationURLComponents.register(in: &registry)
        LayoutViews.register(in: &registry)
        WidgetKitViews.register(in: &registry)
        WidgetKitLiveActivities.register(in: &registry)
        StillFrameModifiers.register(in: &registry)
        SwiftUIAnimations.register(in: &registry)
        SwiftUIAnimationValues.register(in: &registry)
        SwiftAsyncStreams.register(in: &registry)
        SwiftUIGestures.register(in: &registry)
        EnvironmentValues.register(in: &registry)
        DateRanges.register(in: &registry)
        SwiftRanges.register(in: &registry)
        SwiftComparableRanges.register(in: &registry)
        SwiftLazySequences.register(in: &registry)
        SwiftTypeErasedIterators.register(in: &registry)
        SwiftObjectIdentifiers.register(in: &registry)
        SwiftCancellation.register(in: &registry)
        SwiftRandomGenerators.register(in: &registry)
        CRandom48.register(in: &registry)
        SwiftUICanvas.register(in: &registry)
        DispatchQueues.register(in: &registry)
        FoundationLocks.register(in: &registry)
        SwiftContinuations.register(in: &registry)
        ContainerViews.register(in: &registry)
        ControlWidgetViews.register(in: &registry)
        NonWidgetViews.register(in: &registry)
        ShapeStyles.register(in: &registry)
        PathBuiltins.register(in: &registry)
        // (After the geometry types and Path, which it adds `applying(_:)` to.)
        CoreGraphicsAffineTransforms.register(in: &registry)
        FoundationMeasurement.register(in: &registry)
        SwiftDuration.register(in: &registry)
        FoundationSorting.register(in: &registry)
        FoundationFormatterExtras.register(in: &registry)
        FoundationProcessInfo.register(in: &registry)
        SwiftOptional.register(in: &registry)
        FormatStyleExtras.register(in: &registry)
        NumberFormatStyles.register(in: &registry)
        DateFormatStyles.register(in: &registry)
        FoundationNumberFormatter.register(in: &registry)
        SwiftCollectionBuilders.register(in: &registry)
        FoundationCharacterSets.register(in: &registry)
        FoundationStringTransforms.register(in: &registry)
        SwiftUITimeDataSources.register(in: &registry)
        FoundationDateComponentsFormatter.register(in: &registry)
        FoundationDecimal.register(in: &registry)
        FoundationAttributedStrings.register(in: &registry)
        FoundationMarkdownStrings.register(in: &registry)
        UniformTypes.register(in: &registry)
        CombinePublishers.register(in: &registry)
        FoundationLocaleParts.register(in: &registry)
        SwiftStringMembers.register(in: &registry)
        SwiftRegexes.register(in: &registry)
        FoundationRegularExpressions.register(in: &registry)
        SwiftNumbers.register(in: &registry)
        SwiftUnicodeScalars.register(in: &registry)
        // With the types the checker knows without a table (`Task`, `Error`, `View`) and WidgetKit's protocols: a type nested
        // in another is not found by those names outside it (`Str.Task` beside Swift's `Task { … }`).
        registry.frameworkTypeNames = Set(registry.views.keys).union(registry.types.keys).union(Checker.widgetKitProtocols)
            .union(SemanticType.looselyCheckedNames).union(SemanticType.builtinTypeNames.keys.filter { $0 != "ID" }).union(["Task", "TaskGroup", "Result", "Optional", "Array", "Dictionary", "Set", "ArraySlice", "ContiguousArray", "Never", "Character", "Substring", "Range", "ClosedRange"])
        return registry
    }()

    /// Widget family names, as written after a dot: the renderer's families (`WidgetFamily`), not a copy.
    public static let familyNames = WidgetFamily.allCases.map(\.rawValue)
}
