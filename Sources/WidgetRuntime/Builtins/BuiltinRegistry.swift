/// The views, modifiers and functions a widget file may call. The checker and
/// the interpreter look names up here; a plugin adds entries the same way
/// the built-ins do, with `register`. It is a value that is passed in, not a global.
public struct BuiltinRegistry: Sendable {
    public private(set) var views = [String: BuiltinCallable]()
    public private(set) var modifiers = [String: BuiltinCallable]()
    public private(set) var functions = [String: BuiltinCallable]()
    /// Built-in types (`Date`, `Calendar`, `Font`, …) with their members (`BuiltinType`).
    public internal(set) var types = [String: BuiltinType]()
    var typeNamesByInstance: [SemanticType: String] = [:]
    /// The names of the views and types of the standard table: a Swift module's nested type of one
    /// of these names keeps its owner's name (`SwiftModules.frameworkTypeNames`).
    public internal(set) var frameworkTypeNames: Set<String> = []
    /// Data source kinds (`http`, `json`, …), each also callable as a function that gives a source.
    public private(set) var sources: [String: any DataSource] = [:]
    /// SF Symbol names that draw as something other than `□`.
    public var isKnownSymbol: @Sendable (String) -> Bool = { _ in true }
    public var symbolNames: @Sendable () -> [String] = { [] }

    public init() {}

    public mutating func register(view: BuiltinCallable) { views[view.name] = view }
    public mutating func register(modifier: BuiltinCallable) { modifiers[modifier.name] = modifier }
    public mutating func register(function: BuiltinCallable) { functions[function.name] = function }
    public mutating func register(source: any DataSource) {
        sources[source.kind] = source
        functions[source.kind] = BuiltinCallable(source.kind, [source.signature], result: .source)
    }

    /// Whether `name` is a data source kind.
    func hasSource(_ name: String) -> Bool { sources[name] != nil }

    /// The registry with everything Widgetry ships.
    public static let standard: BuiltinRegistry = {
        var registry = BuiltinRegistry()
        StandardViews.register(in: &registry)
        StandardModifiers.register(in: &registry)
        StandardFunctions.register(in: &registry)
        SwiftResult.register(in: &registry)
        SwiftAssertions.register(in: &registry)
        StandardSources.register(in: &registry)
        StandardSymbols.register(in: &registry)
        FoundationDates.register(in: &registry)
        FoundationCalendar.register(in: &registry)
        FoundationFormatters.register(in: &registry)
        FoundationMisc.register(in: &registry)
        SwiftUIStyles.register(in: &registry)
        SwiftCollections.register(in: &registry)
        SwiftSet.register(in: &registry)
        WidgetKitContext.register(in: &registry)
        CoreGraphicsTypes.register(in: &registry)
        SwiftUILayoutValues.register(in: &registry)
        LayoutModifiers.register(in: &registry)
        FormatStyleTable.register(in: &registry)
        ImageBuiltins.register(in: &registry)
        FoundationNetwork.register(in: &registry)
        FoundationCoding.register(in: &registry)
        FoundationJSONSerialization.register(in: &registry)
        PlatformServices.register(in: &registry)
        PlatformAppStorage.register(in: &registry)
        PlatformLogging.register(in: &registry)
        PlatformLogMessages.register(in: &registry)
        PlatformBundle.register(in: &registry)
        SwiftData.register(in: &registry)
        UIKitColors.register(in: &registry)
        SwiftUIGradients.register(in: &registry)
        FoundationURLComponents.register(in: &registry)
        LayoutViews.register(in: &registry)
        WidgetKitViews.register(in: &registry)
        StillFrameModifiers.register(in: &registry)
        SwiftUIAnimations.register(in: &registry)
        SwiftUIGestures.register(in: &registry)
        EnvironmentValues.register(in: &registry)
        DateRanges.register(in: &registry)
        SwiftRanges.register(in: &registry)
        DispatchQueues.register(in: &registry)
        SwiftContinuations.register(in: &registry)
        ContainerViews.register(in: &registry)
        ControlWidgetViews.register(in: &registry)
        NonWidgetViews.register(in: &registry)
        ShapeStyles.register(in: &registry)
        PathBuiltins.register(in: &registry)
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
        FoundationDateComponentsFormatter.register(in: &registry)
        FoundationLocaleParts.register(in: &registry)
        SwiftStringMembers.register(in: &registry)
        SwiftNumbers.register(in: &registry)
        SwiftUnicodeScalars.register(in: &registry)
        registry.frameworkTypeNames = Set(registry.views.keys).union(registry.types.keys)
        return registry
    }()

    /// Widget family names, as written after a dot.
    public static let familyNames = [
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
        "accessoryRectangular", "accessoryInline", "accessoryCircular",
    ]
}
