import Foundation
import WidgetLanguage
import WidgetSources

/// `NSDataAsset(name: "stories")`: a data set of the module's asset catalogs (`stories.dataset`), its `data` the bytes
/// of the file it holds, read as an image set's file is (confined, from a catalog the project names). Nil when the
/// catalogs have no set of that name, as UIKit's is.
enum UIKitDataAssets {
    static let typeName = "NSDataAsset"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let asset = BuiltinType(typeName, instance: type) { _ in
            Interpreter.foundationObject(typeName, [("name", .string("sample")), ("data", .data(Data("{}".utf8))), ("typeIdentifier", .string("public.json"))])
        }
        asset.sampleSource = "NSDataAsset(name: \"sample\")!"
        asset.add(.init(typeName, .initializer, ["name:String", "name:String bundle:Bundle"], result: .optional(type),
                        note: "the data set of that name in the module's asset catalogs; nil when there is none") { i, _, args, r in
            let name = try i.string(args.value("name"), r)
            guard let loader = i.sources as? SourceLoader else { return .null }
            let found: (bytes: [UInt8], typeIdentifier: String)?
            do {
                found = try i.waitingForIO { try loader.dataAsset(named: name, interpreter: i) }
            } catch let failure as SourceFailure {
                throw i.error(failure.message, r)
            }
            guard let found else { return .null }
            try i.charge(found.bytes.count, at: r)
            return Interpreter.foundationObject(typeName, [("name", .string(name)), ("data", .data(Data(found.bytes))),
                                                          ("typeIdentifier", .string(found.typeIdentifier))])
        })
        FoundationFormatters.fields(asset, [("name", .string), ("data", .data), ("typeIdentifier", .string)])
        registry.register(type: asset)
    }
}
