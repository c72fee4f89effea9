import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime

/// `applyModifier` hands a name only to the groups `Interpreter.modifierGroups` lists for it.
/// Every name a group's function takes (it returns a view or throws) must be listed for that
/// group, or the modifier would silently not apply: each function is tried with every known
/// modifier name on a text, a shape and an image.
@Suite struct ModifierGroupTests {
    @Test func everyNameAGroupTakesIsListedForIt() throws {
        let session = try TestSession.open(BuiltinHarness.source(statements: "", value: "1"))
        let interpreter = Interpreter(program: session.program, registry: session.registry, models: session.models,
                                      clock: Clock(fixed: session.now), dates: session.options.dates)
        let range = SourceRange.none
        let nodes = [ViewNode(.text("x")),
                     try #require(try interpreter.viewNode(from: .member(name: "circle", arguments: []), at: range)),
                     interpreter.pictureNode(nil, name: "x", at: range)]
        let names = Set(session.registry.modifiers.keys).union(Interpreter.modifierGroupNames.flatMap(\.1))
        typealias Group = (ModifierGroups, (String, ViewNode) throws -> ViewNode?)
        let groups: [Group] = [
            (.picture, { interpreter.pictureModifier($0, [], to: $1) }),
            (.shape, { try interpreter.shapeModifier($0, [], to: $1, at: range) }),
            (.widgetKit, { try interpreter.widgetKitModifier($0, [], to: $1, at: range) }),
            (.layout, { try interpreter.layoutModifier($0, [], to: $1, at: range) }),
            (.shapeAndImage, { try interpreter.shapeAndImageModifier($0, [], to: $1, at: range) }),
        ]
        var unlisted: [String] = []
        for (group, apply) in groups {
            for name in names.sorted() where !(Interpreter.modifierGroups[name] ?? []).contains(group) {
                for node in nodes {
                    let takes: Bool
                    do { takes = try apply(name, node) != nil } catch { takes = true }
                    if takes { unlisted.append("\(group.rawValue):\(name)"); break }
                }
            }
        }
        #expect(unlisted.isEmpty, "taken by a group that is not listed for it: \(unlisted)")
        #expect(Interpreter.modifierGroups["font"] == nil, "the main switch's own")
    }
}
