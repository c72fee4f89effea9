import Foundation
import WidgetLanguage
import WidgetSources
import WidgetStore

/// The phone's services widget code calls, each with its faithful local
/// equivalent, as a freshly installed device has them:
/// - `UserDefaults(suiteName:)`, `UserDefaults.standard` and
///   `NSUbiquitousKeyValueStore.default`: kept in the widget's store, so a tap
///   in another process sees what was set;
/// - `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)`:
///   a folder beside the store (`AppGroups/<identifier>`);
/// - `NotificationCenter.default`: observers and posts within the session;
/// - `WidgetCenter.shared.reloadTimelines(ofKind:)` / `reloadAllTimelines()`:
///   those widgets' cached timelines are made invalid, so they reload.
enum PlatformServices {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: keyValueStore("UserDefaults", shared: "standard", suite: "standard"))
        registry.register(type: keyValueStore("NSUbiquitousKeyValueStore", shared: "default", suite: "iCloud"))
        let manager = fileManager()
        PlatformFileOperations.add(to: manager)
        registry.register(type: manager)
        PlatformFileOperations.register(in: &registry)
        registry.register(type: FoundationDates.enumeration("FileManager.SearchPathDirectory", ["documentDirectory", "cachesDirectory", "applicationSupportDirectory",
                                                                                                  "libraryDirectory", "downloadsDirectory"]))
        registry.register(type: FoundationDates.enumeration("FileManager.SearchPathDomainMask", ["userDomainMask"]))
        registry.register(type: notificationCenter())
        registry.register(type: notification())
        registry.register(type: widgetCenter())
        registry.register(type: controlCenter())
        registry.register(type: WidgetKitConfigurations.widgetInfo())
    }

    // MARK: UserDefaults and NSUbiquitousKeyValueStore

    static func keyValueStore(_ name: String, shared: String, suite: String) -> BuiltinType {
        let type = SemanticType.named(name)
        let make: @Sendable (String) -> Value = { Interpreter.foundationObject(name, [("suite", .string($0))]) }
        let store = BuiltinType(name, instance: type) { _ in make(suite) }
        store.sampleSource = "\(name).\(shared)"
        store.add(.init(shared, .staticProperty, result: type) { _, _, _, _ in make(suite) })
        if name == "UserDefaults" {
            // (`UserDefaults()` is the standard store, as `.standard` is.)
            var made = BuiltinMember(name, .initializer, ["suiteName:String?", ""], result: .optional(type), note: "kept in the widget's store") { i, _, args, _ in
                if case .string(let suiteName)? = args.value("suiteName") { return make(suiteName) }
                return make(suite)
            }
            made.overloadResults = [.optional(type), type]
            store.add(made)
        }
        // The names these stores post under (a notification name is its text): a terminal has no iCloud, so
        // `didChangeExternallyNotification` is posted only by the widget's own `post(name:object:)`.
        let notificationName = name == "UserDefaults" ? "didChangeNotification" : "didChangeExternallyNotification"
        store.add(.init(notificationName, .staticProperty, result: .string,
                        note: name == "UserDefaults" ? "posted by the widget's own post(name:object:) only" : "no iCloud here: posted by the widget's own post(name:object:) only") { _, _, _, _ in
            .string(name == "UserDefaults" ? "NSUserDefaultsDidChangeNotification" : "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        })
        let note = "kept in the widget's store"
        store.add(.init("set", .method, ["_:Any forKey:String"], result: .void, note: note) { i, s, args, r in
            try i.defaults(s, set: args.first?.value ?? .null, key: try i.string(args.value("forKey"), r), at: r)
            return .null
        })
        // `setValue(_:forKey:)`, key-value coding's setter, which a defaults store answers as `set(_:forKey:)`.
        store.add(.init("setValue", .method, ["_:Any forKey:String"], result: .void, note: note) { i, s, args, r in
            try i.defaults(s, set: args.first?.value ?? .null, key: try i.string(args.value("forKey"), r), at: r)
            return .null
        })
        store.add(.init("removeObject", .method, ["forKey:String"], result: .void, note: note) { i, s, args, r in
            try i.defaults(s, set: .null, key: try i.string(args.value("forKey"), r), at: r)
            return .null
        })
        let getters: [(String, SemanticType, @Sendable (Value) -> Value)] = [
            ("object", .unknown, { $0 }),
            ("value", .unknown, { $0 }),  // key-value coding's `value(forKey:)`: the same as `object(forKey:)`
            ("string", .optional(.string), { if case .string = $0 { return $0 } else { return .null } }),
            ("integer", .int, { if case .int = $0 { return $0 } else if case .double(let d) = $0, d.isFinite, abs(d) < 9e18 { return .int(Int(d)) } else { return .int(0) } }),
            ("longLong", .int, { if case .int = $0 { return $0 } else { return .int(0) } }),
            ("double", .double, { if case .double = $0 { return $0 } else if case .int(let n) = $0 { return .double(Double(n)) } else if case .float(let f) = $0 { return .double(Double(f)) } else { return .double(0) } }),
            ("float", .double, { value in
                switch value {
                case .float: return value
                case .double(let d): return .float(Float(d))
                case .int(let n): return .float(Float(n))
                default: return .float(0)
                }
            }),
            ("bool", .bool, { if case .bool = $0 { return $0 } else { return .bool(false) } }),
            ("array", .optional(.array(.unknown)), { if case .array = $0 { return $0 } else { return .null } }),
            ("stringArray", .optional(.array(.string)), { value in
                guard case .array(let items) = value, items.allSatisfy({ if case .string = $0 { return true } else { return false } }) else { return .null }
                return value
            }),
            ("dictionary", .optional(.dictionary(.string, .unknown)), { if case .dictionary = $0 { return $0 } else { return .null } }),
            ("data", .optional(.data), { if case .data = $0 { return $0 } else { return .null } }),
        ]
        for (method, result, convert) in getters where name == "UserDefaults" || (method != "integer" && method != "float") {
            store.add(.init(method, .method, ["forKey:String"], result: result, note: note) { i, s, args, r in
                convert(try i.defaults(s, get: try i.string(args.value("forKey"), r), at: r))
            })
        }
        store.add(.init("synchronize", .method, [""], result: .bool, note: "every change is already in the store") { _, _, _, _ in .bool(true) })
        store.add(.init("dictionaryRepresentation", .method, [""], result: .dictionary(.string, .unknown),
                        note: "the store's keys and values (and those registered), keys in order") { i, s, _, r in
            .dictionary(try i.defaultsDictionary(s, at: r))
        })
        if name == "UserDefaults" {
            store.add(.init("removePersistentDomain", .method, ["forName:String"], result: .void,
                            note: "removes every key of the store it is called on (each store is one domain here)") { i, s, _, r in
                for pair in try i.defaultsDictionary(s, at: r) {
                    try i.defaults(s, set: .null, key: try i.string(pair.key, r), at: r)
                }
                return .null
            })
            store.add(.init("register", .method, ["defaults:Any"], result: .void,
                            note: "what each key reads until a value is set, for this run (as Foundation's registration domain)") { i, s, args, r in
                guard case .dictionary(let pairs)? = args.value("defaults") else { return .null }
                for pair in pairs { i.statics.registeredDefaults[i.defaultsKey(s, try i.string(pair.key, r))] = pair.value }
                return .null
            })
        }
        return store
    }

    // MARK: FileManager

    static func fileManager() -> BuiltinType {
        let type = SemanticType.named("FileManager")
        let manager = BuiltinType("FileManager", instance: type) { _ in Interpreter.foundationObject("FileManager", []) }
        manager.sampleSource = "FileManager.default"
        manager.add(.init("default", .staticProperty, result: type) { _, _, _, _ in Interpreter.foundationObject("FileManager", []) })
        manager.add(.init("containerURL", .method, ["forSecurityApplicationGroupIdentifier:String"], result: .optional(.string),
                          note: "the folder AppGroups/<identifier> beside the widget's store") { i, _, args, r in
            let identifier = try i.string(args.value("forSecurityApplicationGroupIdentifier"), r)
            let loader = try i.foundationLoader("FileManager.containerURL", at: r)
            return .string(URL(fileURLWithPath: loader.container(identifier), isDirectory: true).absoluteString)
        })
        manager.add(.init("urls", .method, ["for:FileManager.SearchPathDirectory in:FileManager.SearchPathDomainMask"], result: .array(.string),
                          note: "a folder of the widget's own container, beside its store") { i, _, args, r in
            let loader = try i.foundationLoader("FileManager.urls", at: r)
            let folder = loader.container("widget." + (i.caseName(args.value("for")) ?? "documentDirectory"))
            return .array([.string(URL(fileURLWithPath: folder, isDirectory: true).absoluteString)])
        })
        manager.add(.init("temporaryDirectory", .property, result: .string, note: "a folder of the widget's own container, beside its store") { i, _, _, r in
            let loader = try i.foundationLoader("FileManager.temporaryDirectory", at: r)
            return .string(URL(fileURLWithPath: loader.container("widget.temporaryDirectory"), isDirectory: true).absoluteString)
        })
        manager.add(.init("contentsOfDirectory", .method, ["atPath:String", "at:URL includingPropertiesForKeys:Any options?:Any"], result: .array(.string),
                          note: "under the read permissions; at: gives the files' URLs, atPath: their names") { i, _, args, r in
            let loader = try i.foundationLoader("FileManager.contentsOfDirectory", at: r)
            let resolved = FilePaths.resolve(Interpreter.filePath(try i.string(args.value("atPath") ?? args.value("at"), r)), relativeTo: loader.folder.path)
            let asURLs = args.value("at") != nil
            if let refusal = try loader.checkAccess(.read(path: resolved), i) { throw i.error("\(refusal) (FileManager.contentsOfDirectory)", r) }
            do {
                let names = try FileManager.default.contentsOfDirectory(atPath: resolved).sorted()
                try i.chargeElements(names.count, at: r)
                return .array(names.map { name in
                    asURLs ? .string(URL(fileURLWithPath: resolved).appendingPathComponent(name).absoluteString) : .string(TerminalText.sanitize(name))
                })
            } catch {
                let message = "CocoaError(.fileReadNoSuchFile): no folder \(TerminalText.sanitize(resolved))"
                throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
            }
        })
        manager.add(.init("removeItem", .method, ["at:URL", "atPath:String"], result: .void, note: "only inside the App Group container") { i, _, args, r in
            try i.removeContainerItem(try i.string(args.value("at") ?? args.value("atPath"), r), at: r)
            return .null
        })
        manager.add(.init("createDirectory", .method, ["at:URL withIntermediateDirectories:Bool attributes?:Any",
                                                        "atPath:String withIntermediateDirectories:Bool attributes?:Any"], result: .void,
                          note: "only inside the App Group container") { i, _, args, r in
            try i.createContainerFolder(try i.string(args.value("at") ?? args.value("atPath"), r),
                                        intermediates: try i.truth(args.value("withIntermediateDirectories") ?? .bool(false), r), at: r)
            return .null
        })
        manager.add(.init("createFile", .method, ["atPath:String contents:Data? attributes?:Any"], result: .bool,
                          note: "only inside the App Group container; false elsewhere, as outside a sandbox's own folders") { i, _, args, r in
            let path: String
            do { path = try i.containerWritePath(try i.string(args.value("atPath"), r), "FileManager.createFile", at: r) } catch { return .bool(false) }
            var contents = Data()
            if case .data(let given)? = args.value("contents") { contents = given }
            do {
                try i.writeFileData(contents, to: path, at: r, what: "FileManager.createFile")
                return .bool(true)
            } catch let failure as RuntimeError where failure.isCatchable {
                return .bool(false)
            }
        })
        manager.add(.init("setAttributes", .method, ["_:Any ofItemAtPath:String"], result: .void,
                          note: "a file's protection and dates are the system's: nothing is changed, the file must be the container's") { i, _, args, r in
            _ = try i.containerWritePath(try i.string(args.value("ofItemAtPath"), r), "FileManager.setAttributes", at: r)
            return .null
        })
        manager.add(.init("contents", .method, ["atPath:String"], result: .optional(.data),
                          note: "read as Data(contentsOf:) reads, under the read permissions; nil where the file cannot be read") { i, _, args, r in
            guard let data = try? i.readFileData(try i.string(args.value("atPath"), r), at: r) else { return .null }
            return .data(data)
        })
        manager.add(.init("fileExists", .method, ["atPath:String", "atPath:String isDirectory:Bool"], result: .bool,
                          note: "under the read permissions; isDirectory: (an ObjCBool, a Bool here) is set through its &") { i, _, args, r in
            let path = Interpreter.filePath(try i.string(args.value("atPath"), r))
            let loader = try i.foundationLoader("FileManager.fileExists", at: r)
            let resolved = FilePaths.resolve(path, relativeTo: loader.folder.path)
            if let refusal = try loader.checkAccess(.read(path: resolved), i) { throw i.error("\(refusal) (FileManager.fileExists)", r) }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory)
            if args.value("isDirectory") != nil { i.inoutResults["isDirectory"] = .bool(exists && isDirectory.boolValue) }
            return .bool(exists)
        })
        return manager
    }

    // MARK: NotificationCenter

    static func notificationCenter() -> BuiltinType {
        let type = SemanticType.named("NotificationCenter")
        let center = BuiltinType("NotificationCenter", instance: type) { _ in Interpreter.foundationObject("NotificationCenter", []) }
        center.sampleSource = "NotificationCenter.default"
        center.add(.init("default", .staticProperty, result: type) { _, _, _, _ in Interpreter.foundationObject("NotificationCenter", []) })
        center.add(.init("addObserver", .method, ["forName:String? object:Any queue:Any using?:Closure {}", "_:Any selector:String name:String? object:Any"],
                         result: .unknown,
                         note: "observers of this session; the closure, or the observer's method that #selector names, runs when the name is posted") { i, _, args, r in
            if case .string(let selector)? = args.value("selector") {
                // `addObserver(self, selector: #selector(changed(_:)), name: …, object: nil)`: the observer's method, by name.
                let written = try args.value("name").map { try i.coerce($0, to: .string, at: r) }
                let name: String? = { if case .string(let text)? = written { return text } else { return nil } }()
                let observer = args.first?.value ?? .null
                guard let type = i.userType(of: observer), i.methodDecl(selector, of: type.name) != nil else {
                    throw i.error("addObserver(_:selector:name:object:): the observer does not declare '\(selector)'", r)
                }
                _ = try i.foundationLoader("NotificationCenter", at: r).notifications.add(name: name, observer: observer, selector: selector)
                return .null
            }
            guard case .closure(let closure)? = args.value("using") ?? args.last?.value else { throw i.error("addObserver needs a closure (using:)", r) }
            // `.refresh` of `extension Notification.Name` is its text once the place's type is known.
            let written = try args.value("forName").map { try i.coerce($0, to: .string, at: r) }
            let name: String? = { if case .string(let text)? = written { return text } else { return nil } }()
            let loader = try i.foundationLoader("NotificationCenter", at: r)
            return .string(loader.notifications.add(name: name, closure))
        })
        // `NotificationCenter.default.publisher(for: .refresh)`: Combine's publisher of the name (`CombinePublishers`).
        center.add(.init("publisher", .method, ["for:String object?:Any"], result: .named(CombinePublishers.anyPublisher),
                         note: "sends nothing while a widget is drawn") { _, _, args, _ in
            CombinePublishers.source("NotificationCenter.Publisher", [("name", args.value("for") ?? .null)])
        })
        center.add(.init("removeObserver", .method, ["_:Any"], result: .void) { i, _, args, r in
            if case .string(let token)? = args.first?.value { try i.foundationLoader("NotificationCenter", at: r).notifications.remove(token) }
            if case .instance(let observer)? = args.first?.value { try i.foundationLoader("NotificationCenter", at: r).notifications.remove(observer: observer) }
            return .null
        })
        center.add(.init("post", .method, ["name:String object?:Any userInfo?:Any", "_:Notification"], result: .void,
                         note: "runs the observers of the name at once, in the order they were added") { i, _, args, r in
            var note = args.first?.value ?? .null
            if let name = try args.value("name").map({ try i.coerce($0, to: .string, at: r) }) {
                note = notificationValue(name, object: args.value("object") ?? .null, userInfo: args.value("userInfo") ?? .null)
            }
            guard case .string(let name) = Interpreter.field(note, "name") else { throw i.error("post takes a notification name", r) }
            let loader = try i.foundationLoader("NotificationCenter", at: r)
            for observer in loader.notifications.observers(of: name) {
                switch observer {
                case .closure(let closure):
                    _ = try i.callClosure(closure, [note], at: r)
                case .method(let receiver, let selector):
                    // `@objc func changed(_ note: Notification)` is given the notification; `@objc func ping()` nothing.
                    guard let type = i.userType(of: receiver), let method = i.methodDecl(selector, of: type.name) else { continue }
                    let given = method.parameters.isEmpty ? [] : [CallArgument(label: method.parameters[0].label, value: note, range: r)]
                    _ = try i.callMethod(receiver, selector, given, at: r, nameRange: r)
                }
            }
            return .null
        })
        return center
    }

    static func notificationValue(_ name: Value, object: Value, userInfo: Value) -> Value {
        Interpreter.foundationObject("Notification", [("name", name), ("object", object), ("userInfo", userInfo)])
    }

    static func notification() -> BuiltinType {
        let type = SemanticType.named("Notification")
        let note = BuiltinType("Notification", instance: type) { _ in notificationValue(.string("refresh"), object: .null, userInfo: .null) }
        note.sampleSource = "Notification(name: \"refresh\")"
        note.add(.init("Name", .staticMethod, ["_:String", "rawValue:String"], result: .string, note: "Notification.Name(\"refresh\"): a name is its text") { i, _, args, r in
            .string(try i.string(args.first?.value, r))
        })
        note.add(.init("Notification", .initializer, ["name:String object?:Any userInfo?:Any"], result: type) { _, _, args, _ in
            notificationValue(args.value("name") ?? .null, object: args.value("object") ?? .null, userInfo: args.value("userInfo") ?? .null)
        })
        FoundationFormatters.fields(note, [("name", .string), ("object", .unknown), ("userInfo", .optional(.dictionary(.unknown, .unknown)))])
        return note
    }

    // MARK: WidgetCenter and ControlCenter

    static func widgetCenter() -> BuiltinType {
        let center = reloadingCenter("WidgetCenter", reloadKind: ("reloadTimelines", "the widget of that kind (its name) reloads its timeline"),
                                     reloadAll: ("reloadAllTimelines", "every widget of the file reloads its timeline"))
        WidgetKitConfigurations.add(to: center)
        return center
    }

    /// `ControlCenter.shared.reloadControls(ofKind:)`, iOS 18's twin of WidgetCenter for controls: the control of that kind
    /// (or every one) asks its value again, as a widget reloads its timeline.
    static func controlCenter() -> BuiltinType {
        reloadingCenter("ControlCenter", reloadKind: ("reloadControls", "the control of that kind asks its value again"),
                        reloadAll: ("reloadAllControls", "every control of the file asks its value again"))
    }

    /// A center with its `shared` instance, whose methods reload a kind (`ofKind:`) or every one through the session.
    static func reloadingCenter(_ name: String, reloadKind: (name: String, note: String), reloadAll: (name: String, note: String)) -> BuiltinType {
        let type = SemanticType.named(name)
        let center = BuiltinType(name, instance: type) { _ in Interpreter.foundationObject(name, []) }
        center.sampleSource = "\(name).shared"
        center.add(.init("shared", .staticProperty, result: type) { _, _, _, _ in Interpreter.foundationObject(name, []) })
        center.add(.init(reloadKind.name, .method, ["ofKind:String"], result: .void, note: reloadKind.note) { i, _, args, r in
            try i.foundationLoader(name, at: r).reloadTimelines?(try i.string(args.value("ofKind"), r))
            return .null
        })
        center.add(.init(reloadAll.name, .method, [""], result: .void, note: reloadAll.note) { i, _, _, r in
            try i.foundationLoader(name, at: r).reloadTimelines?(nil)
            return .null
        })
        return center
    }
}

/// The observers `NotificationCenter.default` holds for a session, in the order they were added.
final class NotificationObservers: @unchecked Sendable {
    /// What runs when a name is posted: a closure (`addObserver(forName:object:queue:using:)`) or an
    /// object's method (`addObserver(_:selector:name:object:)`).
    enum Observer {
        case closure(ClosureValue)
        case method(Value, String)
    }

    private var entries: [(token: String, name: String?, observer: Observer)] = []
    private var next = 0

    func add(name: String?, _ closure: ClosureValue) -> String {
        next += 1
        let token = "observer-\(next)"
        entries.append((token, name, .closure(closure)))
        return token
    }

    func add(name: String?, observer: Value, selector: String) -> String {
        next += 1
        let token = "observer-\(next)"
        entries.append((token, name, .method(observer, selector)))
        return token
    }

    func remove(_ token: String) { entries.removeAll { $0.token == token } }

    /// `removeObserver(self)`: every method observer of that object.
    func remove(observer: ClassInstance) {
        entries.removeAll { if case .method(.instance(let object), _) = $0.observer { object === observer } else { false } }
    }

    func observers(of name: String) -> [Observer] {
        entries.filter { $0.name == nil || $0.name == name }.map(\.observer)
    }
}

extension Interpreter {
    /// The store key of one `UserDefaults`/`NSUbiquitousKeyValueStore` value.
    func defaultsKey(_ store: Value, _ key: String) -> String {
        let suite: String = { if case .string(let s) = Interpreter.field(store, "suite") { return s } else { return "standard" } }()
        return "defaults/\(suite)/\(key)"
    }

    func defaults(_ store: Value, get key: String, at range: SourceRange) throws -> Value {
        do {
            guard let text = try StateTable(store: models.store).get(defaultsKey(store, key)), let json = JSONValue.parse(text: text) else {
                return statics.registeredDefaults.isEmpty ? .null : statics.registeredDefaults[defaultsKey(store, key)] ?? .null
            }
            return ValueCodec.decode(json)
        } catch let failure as StoreError {
            throw RuntimeError("UserDefaults: \(failure.description)", at: range, isCatchable: true, thrown: .error(failure.description))
        }
    }

    /// Every key the store (or its registration) has a value for, with the value, keys in order.
    func defaultsDictionary(_ store: Value, at range: SourceRange) throws -> [DictionaryPair] {
        let prefix = defaultsKey(store, "")
        var values: [String: Value] = [:]
        for (key, value) in statics.registeredDefaults where key.hasPrefix(prefix) { values[String(key.dropFirst(prefix.count))] = value }
        do {
            for (key, text) in try StateTable(store: models.store).values(prefix: prefix) {
                guard let json = JSONValue.parse(text: text) else { continue }
                values[String(key.dropFirst(prefix.count))] = ValueCodec.decode(json)
            }
        } catch let failure as StoreError {
            throw RuntimeError("UserDefaults: \(failure.description)", at: range, isCatchable: true, thrown: .error(failure.description))
        }
        return values.keys.sorted().compactMap { key in
            guard let value = values[key], !value.isNull else { return nil }
            return DictionaryPair(key: .string(key), value: value)
        }
    }

    func defaults(_ store: Value, set value: Value, key: String, at range: SourceRange) throws {
        switch blockKind {
        case .placeholder, .view, .preview:
            throw error("\(blockKind == .placeholder ? "a placeholder" : "a view") must not change UserDefaults; set it in the timeline or an intent", range)
        default: break
        }
        switch value {
        case .view, .closure, .source, .image, .timeline, .record:
            throw error("UserDefaults keeps text, numbers, dates, data, arrays and dictionaries, not \(typeName(of: value))", range)
        default: break
        }
        try charge(describe(value).utf8.count, at: range)
        let table = StateTable(store: models.store)
        let storeKey = defaultsKey(store, key)
        do {
            try table.set(storeKey, ValueCodec.encode(value).text)
            models.written.insert(ModelReads.defaults)  // widgets that read UserDefaults reload
        } catch let failure as StoreError {
            throw RuntimeError("UserDefaults: \(failure.description)", at: range, isCatchable: true, thrown: .error(failure.description))
        }
    }
}

/// `Bundle.main`: the widget's folder is its bundle. `url(forResource:withExtension:)` and
/// `path(forResource:ofType:)` find a file there (nil when there is none); reading it goes
/// through `Data(contentsOf:)` and the permissions.
enum PlatformBundle {
    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("Bundle")
        let bundle = BuiltinType("Bundle", instance: type) { _ in Interpreter.foundationObject("Bundle", []) }
        bundle.sampleSource = "Bundle.main"
        bundle.add(.init("main", .staticProperty, result: type, note: "the widget's folder") { _, _, _, _ in Interpreter.foundationObject("Bundle", []) })
        // `Bundle(for: Token.self)`, `Bundle(identifier: "com.example.Kit")`: a framework's bundle, whose files are the
        // widget's too (Widgetry reads the frameworks a target links into its module).
        // `Bundle(path: Bundle.main.path(forResource: "de", ofType: "lproj")!)`: a folder of the widget's is a bundle of its files
        // (its strings are the module's, in the language --locale gives); another path, or one with no folder, is nil.
        var made = BuiltinMember("Bundle", .initializer, ["for:Any", "identifier:String", "path:String", "url:URL"], result: type,
                                 note: "the widget's folder, as Bundle.main: a framework is read into the target's module; "
                                     + "Bundle(path:) of a folder inside it, nil for another") { i, _, args, r in
            guard let given = args.value("path") ?? args.value("url") else { return Interpreter.foundationObject("Bundle", []) }
            return try bundleFolder(i, try i.string(given, r), at: r) == nil ? .null : Interpreter.foundationObject("Bundle", [])
        }
        made.overloadResults = [type, .optional(type), .optional(type), .optional(type)]
        bundle.add(made)
        // A Swift package's own resources: Widgetry reads a target and the packages it uses as one module.
        bundle.add(.init("module", .staticProperty, result: type, note: "the widget's folder, as Bundle.main: a package is read into the target's module") { _, _, _, _ in
            Interpreter.foundationObject("Bundle", [])
        })
        bundle.add(.init("url", .method, ["forResource:String? withExtension:String?"], result: .optional(.string)) { i, _, args, r in
            try resource(i, args.value("forResource"), args.value("withExtension"), at: r).map { .string(URL(fileURLWithPath: $0).absoluteString) } ?? .null
        })
        bundle.add(.init("path", .method, ["forResource:String? ofType:String?"], result: .optional(.string)) { i, _, args, r in
            try resource(i, args.value("forResource"), args.value("ofType"), at: r).map(Value.string) ?? .null
        })
        bundle.add(.init("bundleIdentifier", .property, result: .optional(.string),
                         note: "the target's PRODUCT_BUNDLE_IDENTIFIER, else widgetry.<widget file name>") { i, _, _, _ in
            if let identifier = i.program.resources?.infoKeys["CFBundleIdentifier"] { return .string(identifier) }
            return .string("widgetry." + URL(fileURLWithPath: i.program.file.path).deletingPathExtension().lastPathComponent)
        })
        bundle.add(.init("bundleURL", .property, result: .string, note: "the widget's folder") { i, _, _, _ in
            .string(URL(fileURLWithPath: folder(i), isDirectory: true).absoluteString)
        })
        bundle.add(.init("bundlePath", .property, result: .string, note: "the widget's folder") { i, _, _, _ in .string(folder(i)) })
        let plistNote = "read from an Info.plist in the widget's folder (nil when there is none)"
        // (`localizedInfoDictionary`: the widget's one Info.plist, as in a bundle with no localized InfoPlist.strings.)
        for name in ["infoDictionary", "localizedInfoDictionary"] {
            bundle.add(.init(name, .property, result: .optional(.dictionary(.string, .unknown)), note: plistNote) { i, _, _, r in
                try infoDictionary(i, at: r) ?? .null
            })
        }
        bundle.add(.init("object", .method, ["forInfoDictionaryKey:String"], result: .optional(.unknown), note: plistNote) { i, _, args, r in
            let key = try i.string(args.value("forInfoDictionaryKey"), r)
            guard case .dictionary(let pairs)? = try infoDictionary(i, at: r) else { return .null }
            return pairs.first { if case .string(key) = $0.key { true } else { false } }?.value ?? .null
        })
        // The languages of the module's strings (`.lproj` folders, string catalogs); the one --locale reads comes first.
        let strings: @Sendable (Interpreter) -> LocalizedStrings = { $0.program.resources?.strings ?? LocalizedStrings() }
        bundle.add(.init("localizations", .property, result: .array(.string), note: "the languages of the module's strings") { i, _, _, _ in
            .array(strings(i).languages.map(Value.string))
        })
        bundle.add(.init("preferredLocalizations", .property, result: .array(.string),
                         note: "the language of the module's strings that --locale reads, else the development language") { i, _, _, _ in
            .array([.string(strings(i).preferredLanguage(for: i.dates.locale.identifier))])
        })
        bundle.add(.init("developmentLocalization", .property, result: .optional(.string), note: "a string catalog's source language, else en") { i, _, _, _ in
            .string(strings(i).developmentLanguage)
        })
        // SwiftGen's and R.swift's accessors: `bundle.localizedString(forKey:value:table:)`, as NSLocalizedString reads it.
        bundle.add(.init("localizedString", .method, ["forKey:String value:String? table:String?"], result: .string,
                         note: "the module's localized text (--locale), else the value, else the key") { i, _, args, r in
            let key = try i.string(args.value("forKey"), r)
            if let text = i.localizedText(key, table: args.value("table")) { return .string(text) }
            if case .string(let value)? = args.value("value"), !value.isEmpty { return .string(value) }
            return .string(key)
        })
        registry.register(type: bundle)
    }

    /// The widget's folder: the session's, or the folder of the widget's file when there is no session (a check).
    static func folder(_ i: Interpreter) -> String {
        if let loader = i.sources as? SourceLoader { return FilePaths.resolve(loader.folder.path, relativeTo: "/") }
        return URL(fileURLWithPath: i.program.file.path).deletingLastPathComponent().path
    }

    /// The `Info.plist` beside the widget, read with Foundation's `PropertyListSerialization` (XML or binary), as values,
    /// with the text values a project target's bundle has (`ModuleResources.infoKeys`: `CFBundleIdentifier` from the
    /// build settings, `$(…)` expanded) over it. Nil when there is neither.
    static func infoDictionary(_ i: Interpreter, at range: SourceRange) throws -> Value? {
        let built = i.program.resources?.infoKeys ?? [:]
        var read: Value?
        let path = FilePaths.resolve("Info.plist", relativeTo: folder(i))
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           (attributes[.type] as? FileAttributeType) == .typeRegular,
           let size = attributes[.size] as? Int, size <= 1 << 20,
           let data = FileManager.default.contents(atPath: path),
           let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) {
            try i.charge(data.count, at: range)
            read = propertyListValue(plist, depth: 0)
        }
        guard !built.isEmpty else { return read }
        var pairs: [DictionaryPair] = []
        if case .dictionary(let own)? = read { pairs = own.filter { if case .string(let key) = $0.key { built[key] == nil } else { true } } }
        pairs += built.map { DictionaryPair(key: .string($0.key), value: .string($0.value)) }
        pairs.sort { if case .string(let a) = $0.key, case .string(let b) = $1.key { a < b } else { false } }
        return .dictionary(pairs)
    }

    /// A property list's object as a value: strings, Bools, integers, reals, dates, data, arrays and dictionaries (sorted by key).
    static func propertyListValue(_ object: Any, depth: Int) -> Value {
        guard depth < 64 else { return .null }
        switch object {
        case let text as String: return .string(text)
        case let flag as Bool where type(of: object) == Bool.self: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let items as [Any]: return .array(items.map { propertyListValue($0, depth: depth + 1) })
        case let pairs as [String: Any]:
            return .dictionary(pairs.keys.sorted().map { DictionaryPair(key: .string($0), value: propertyListValue(pairs[$0] ?? "", depth: depth + 1)) })
        default: return .null
        }
    }

    /// The path of `name.ext` inside the widget's folder, if it is a file there.
    static func resource(_ i: Interpreter, _ name: Value?, _ ext: Value?, at range: SourceRange) throws -> String? {
        guard case .string(var file)? = name else { return nil }
        if case .string(let suffix)? = ext, !suffix.isEmpty { file += suffix.hasPrefix(".") ? suffix : "." + suffix }
        let loader = try i.foundationLoader("Bundle.main", at: range, readsLocalFile: true)
        let folder = FilePaths.resolve(loader.folder.path, relativeTo: "/")
        let path = FilePaths.resolve(file, relativeTo: folder)
        guard FilePaths.isInside(path, folder) else { return nil }
        // (A folder is found too: `path(forResource: "de", ofType: "lproj")`, as Foundation finds it.)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return path
    }

    /// `Bundle(path:)`: the folder, when it is the widget's or one inside it; nil for another path or one with no folder.
    static func bundleFolder(_ i: Interpreter, _ given: String, at range: SourceRange) throws -> String? {
        let loader = try i.foundationLoader("Bundle(path:)", at: range, readsLocalFile: true)
        let folder = FilePaths.resolve(loader.folder.path, relativeTo: "/")
        let written = URL(string: given).flatMap { $0.isFileURL ? $0.path : nil } ?? given
        let path = FilePaths.resolve(written, relativeTo: folder)
        var isFolder: ObjCBool = false
        guard path == folder || FilePaths.isInside(path, folder), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
              isFolder.boolValue else { return nil }
        return path
    }
}
