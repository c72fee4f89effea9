import WidgetLanguage

/// WidgetKit's `WidgetFamily`: its cases as static members (`WidgetFamily.systemSmall`), its raw value,
/// `WidgetFamily(rawValue:)` and its description. A value is `.family(name)`; `.systemSmall` written where
/// a family goes is checked against the family names (`Checker.implicitMemberType`). It is not
/// `CaseIterable` in the SDK, so it has no `allCases`.
enum WidgetKitFamily {
    /// The families by raw value: the SDK's declaration order (the system families, then the accessory
    /// ones, `accessoryCorner` first, then `systemExtraLargePortrait`, added after them), which is not the
    /// order the renderer lists them in.
    static let byRawValue = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
                             "accessoryCorner", "accessoryCircular", "accessoryRectangular", "accessoryInline", "systemExtraLargePortrait"]

    static func register(in registry: inout BuiltinRegistry) {
        let family = BuiltinType("WidgetFamily", instance: .family) { _ in .family("systemSmall") }
        family.sampleSource = "WidgetFamily.systemSmall"
        for name in byRawValue {
            family.add(.init(name, .staticProperty, result: .family) { _, _, _, _ in .family(name) })
        }
        family.add(.init("WidgetFamily", .initializer, ["rawValue:Int"], result: .optional(.family)) { i, _, args, r in
            let raw = try i.int(args.value("rawValue"), r)
            return byRawValue.indices.contains(raw) ? .family(byRawValue[raw]) : .null
        })
        family.add(.init("rawValue", .property, result: .int,
                         note: "the SDK's order: systemSmall 0 … systemExtraLarge 3, accessoryCorner 4, accessoryCircular 5, accessoryRectangular 6, accessoryInline 7, systemExtraLargePortrait 8") { _, f, _, _ in
            guard case .family(let name) = f, let raw = byRawValue.firstIndex(of: name) else { return .null }
            return .int(raw)
        })
        for name in ["description", "debugDescription"] {
            family.add(.init(name, .property, result: .string) { _, f, _, _ in
                guard case .family(let name) = f else { return .null }
                return .string(name)
            })
        }
        registry.register(type: family)
    }
}
