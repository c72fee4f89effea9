import WidgetLanguage

/// SwiftData's schema versions, as apps that migrate their store declare them: `Schema.Version(1, 2, 0)` (a versioned
/// schema's `versionIdentifier`), and a migration plan's `MigrationStage`s. The widget's store is made with the current
/// models, so a stage is kept as a value and never runs.
enum SwiftDataSchemaVersions {
    static let versionTypeName = "Schema.Version"

    static func version() -> BuiltinType {
        let type = SemanticType.named(versionTypeName)
        let version = BuiltinType(versionTypeName, instance: type) { _ in make(1, 0, 0) }
        version.sampleSource = "Schema.Version(1, 0, 0)"
        version.add(.init(versionTypeName, .initializer, ["_:Int _:Int _:Int"], result: type) { i, _, args, r in
            let parts = try args.map { try i.int($0.value, r) }
            return make(parts.count > 0 ? parts[0] : 0, parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
        })
        for part in ["major", "minor", "patch"] {
            version.add(.init(part, .property, result: .int) { _, v, _, _ in Interpreter.field(v, part) })
        }
        version.add(.init("description", .property, result: .string, note: "major.minor.patch") { _, v, _, _ in
            .string(["major", "minor", "patch"].map { Interpreter.field(v, $0).number.map { String(Int($0)) } ?? "0" }.joined(separator: "."))
        })
        return version
    }

    static func make(_ major: Int, _ minor: Int, _ patch: Int) -> Value {
        Interpreter.foundationObject(versionTypeName, [("major", .int(major)), ("minor", .int(minor)), ("patch", .int(patch))])
    }

    static func migrationStage() -> BuiltinType {
        let type = SemanticType.named("MigrationStage")
        let stage = BuiltinType("MigrationStage", instance: type) { _ in .member(name: "lightweight", arguments: []) }
        stage.sampleSource = "MigrationStage.lightweight(fromVersion: V1.self, toVersion: V2.self)"
        let note = "kept, never run: the widget's store is made with the current models"
        stage.add(.init("lightweight", .staticMethod, ["fromVersion:Any toVersion:Any"], result: type, note: note) { _, _, args, _ in
            .member(name: "lightweight", arguments: args.map(\.value))
        })
        stage.add(.init("custom", .staticMethod, ["fromVersion:Any toVersion:Any willMigrate:Closure? didMigrate:Closure?"], result: type, note: note) { _, _, args, _ in
            .member(name: "custom", arguments: args.prefix(2).map(\.value))
        })
        return stage
    }
}
