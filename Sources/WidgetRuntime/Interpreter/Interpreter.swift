import Foundation
import WidgetLanguage
import WidgetRender

/// Evaluates a checked program: expressions, statements, closures, view
/// bodies. Every evaluation step counts against a budget, every string, array
/// and dictionary it builds against a memory budget (`+Memory`), and calls nest
/// to a limited depth, so a widget that loops forever or grows a value without
/// end fails at its location instead of hanging or exhausting the host.
final class Interpreter {
    let program: Program
    let registry: BuiltinRegistry
    let models: ModelContext
    let clock: Clock
    let dates: DateFormatting
    /// What the code is allowed to do right now (writes, I/O).
    var blockKind: BlockContext.Kind = .global
    /// The family the view body is built for (`family` in the language).
    var family = "systemSmall"
    /// `GeometryReader` closures waiting for their size (`+GeometryReader`).
    var geometryReaders = GeometryReaderClosures()
    /// What `.environment(\.name, value)` and `.environmentObject(object)` give the views built inside them,
    /// innermost last: by key path (`situation`) and by object type (`EnvironmentObjects.key`).
    var environmentOverrides: [String: [Value]] = [:]
    /// The styles of the program's own that `.buttonStyle(Pill())` and the other style modifiers give the views built
    /// inside them, by modifier, innermost last; `.null` where a built-in style or a style's own `makeBody` ends one.
    var styleOverrides: [String: [Value]] = [:]
    /// Set when a view shows the time going by (a timer `ProgressView`): the host redraws it every second.
    var showsLiveClock = false
    var sources: SourceLoading?
    /// `\.colorScheme`: `light` unless the session says `dark` (`--appearance`).
    var colorScheme = "light"
    /// Receives `print` output and lifecycle traces.
    var trace: ((String) -> Void)?
    /// When set, receives what `print` and `debugPrint` write instead of `trace`, exactly
    /// as written: separators and terminators included (`SwiftProgram`).
    var output: ((String) -> Void)?
    /// Functions added by the host (e.g. `expect` and `render` in tests).
    var extraBuiltins: [String: (Interpreter, [CallArgument], SourceRange) throws -> Value] = [:]

    // Limits.
    var steps = 0
    let stepBudget: Int
    /// Time spent waiting for a data source moves it later (see `waitingForIO`).
    var deadline: Double
    var depth = 0
    /// Types' own `init(from:)`s running inside each other (see `customDecoded`).
    var codingDepth = 0
    /// The `userInfo` of the `JSONDecoder` or `JSONEncoder` whose `decode` or `encode` runs: what a
    /// `Decoder`'s or `Encoder`'s `userInfo` gives (FoundationCodingUserInfo).
    var codingUserInfo = Value.dictionary([])
    /// The state of the C library's `drand48` generator (CRandom48).
    var random48 = CRandom48.initialState
    /// The notification requests added to `UNUserNotificationCenter` and not removed (`UserNotifications`).
    var pendingNotifications: [Value] = []
    static let maxDepth = 200
    /// Bytes of strings, arrays and dictionaries built so far (see `+Memory`).
    var bytesBuilt = 0
    let memoryBudget: Int
    /// Set by work that cannot throw (comparing two values) when the step budget
    /// or time limit ran out inside it; the next `tick` reports it.
    var ranOut = false
    /// The innermost `for` or `while` statement running: where a used-up step
    /// budget or time limit is reported, whatever expression happened to tick.
    var runningLoop: SourceRange?
    /// What ran but not as written (an asset colour that is not there): reported with the render, located.
    var notes: [RuntimeError] = []
    /// What the user should know though the widget went on (a request refused for want of a network
    /// permission, which the widget's code saw as an offline device): reported as warnings, located.
    var warnings: [RuntimeError] = []
    /// The associated values of the `DecodingError`s `decode(_:from:)` threw, by their message:
    /// what `catch DecodingError.keyNotFound(let key, let context)` binds.
    var decodingErrorPayloads: [String: [Value]] = [:]
    /// What a built-in method gives back through its `inout` arguments (`color.getRed(&r, green: &g, …)`),
    /// by argument label (nil for the first, unlabelled one): assigned to the `&` variables after the call.
    var inoutResults: [String?: Value] = [:]
    /// The errors `async let` values threw, each thrown again where its name is read (`deferredThrow`).
    var deferredErrors: [RuntimeError] = []
    /// What a method of the program gives back through its `inout` parameters (`Tool.bump(&n)`, `a.swap(&x, &y)`), by
    /// the index of the argument: assigned to the `&` variables after the call (`givingBackInout`).
    var inoutArgumentResults: [Int: Value] = [:]

    /// Names of the methods the file's own types declare: `bag.append(x)` on a
    /// `struct Bag` with a `func append` calls it instead of changing `bag`.
    lazy var ownMethodNames: Set<String> = Set(program.tree.declarations.flatMap { declaration -> [String] in
        switch declaration.kind {
        case .structure(let body): return body.functions.map(\.name)
        case .entity(let entity): return entity.functions.map(\.name)
        case .intent(let intent), .configuration(let intent): return intent.functions.map(\.name)
        default: return []
        }
    })

    /// Names of the `mutating` methods of the file's own types: a call of one on a variable changes it.
    lazy var mutatingMemberNames: Set<String> = {
        var names: Set<String> = []
        for symbol in program.symbols.types.values {
            for function in symbol.functions where function.isMutating { names.insert(function.name) }
        }
        // (And those the program's extensions add to built-in types: `extension Array { mutating func removeDuplicates() }`.)
        for bodies in program.symbols.builtinExtensions.values {
            for body in bodies { for function in body.functions where function.isMutating { names.insert(function.name) } }
        }
        return names
    }()

    /// Whether the file declares members that run with `self` (methods, computed properties,
    /// initializers, extensions, property observers, statics whose values may name other statics):
    /// only then is a name not found looked up on `self`.
    lazy var hasMemberBodies: Bool = !program.symbols.builtinExtensions.isEmpty || !observedTypes.isEmpty
        || program.symbols.types.values.contains {
            !$0.functions.isEmpty || !$0.computed.isEmpty || !$0.initializers.isEmpty || !$0.extensionInitializers.isEmpty
                || $0.fields.contains { $0.isLazy } || !$0.staticFields.isEmpty
        }

    /// The types with stored properties that have `willSet`/`didSet` observers.
    lazy var observedTypes: Set<String> = Set(program.tree.declarations.compactMap { decl -> String? in
        switch decl.kind {
        case .structure(let body):
            return body.fields.contains { $0.willSet != nil || $0.didSet != nil } ? decl.name : nil
        default: return nil
        }
    })
    /// The classes with `@Published` stored properties (their own, not a superclass's), whose changes Combine's publishers are told of.
    lazy var publishingTypes: Set<String> = Set(program.tree.declarations.compactMap { decl -> String? in
        guard case .structure(let body) = decl.kind, body.isClass, body.fields.contains(where: { $0.attribute("Published") != nil }) else { return nil }
        return decl.name
    })
    /// Whether each of the program's types is a sequence (`Interpreter.isProgramSequence`), as found.
    var programSequenceTypes: [String: Bool] = [:]
    /// Inside an initializer, assignments do not run observers, as in Swift.
    var observersSuspended = 0
    /// The observed properties (`Type.name`) whose `willSet`/`didSet` is running: assigning one in its own observer
    /// stores the value without calling the observers again, as in Swift.
    var observing: Set<String> = []

    /// Static properties of the file's types: the session's, so they live as long as it does.
    var statics = StaticStorage()

    private(set) var evaluatingGlobals: Set<String> = []
    /// `Task { … }` started while a global's value is computed: run once the outermost global has its value (the main actor
    /// finishes the initializer first, as in Swift, so the task may read the global). A global's initializer is synchronous and
    /// cannot await a task it starts; code that awaits one later runs it then if it has not run (`Interpreter+Concurrency`).
    /// The subviews of the custom layouts being asked while the widget is laid out (`SwiftUICustomLayouts`).
    var layoutFrames: [LayoutFrame] = []
    /// Where an error in a custom layout's code, run while the widget is laid out, is reported.
    var layoutProblems: ((RuntimeError) -> Void)?
    /// Foundation formatters made for formatter values, by kind and the value's description (`Interpreter.formatter`).
    var foundationFormatters: [String: AnyObject] = [:]
    var deferredTasks: [(id: Int, closure: ClosureValue, range: SourceRange)] = []
    var deferredTaskResults: [Int: (value: Value, result: Value)] = [:]
    var deferredTaskCount = 0
    /// A `.widget` file's values, computed for this evaluation (a Swift module's globals are kept with the statics).
    private var widgetFileGlobals: [String: Value] = [:]

    init(program: Program, registry: BuiltinRegistry, models: ModelContext, clock: Clock, dates: DateFormatting,
         stepBudget: Int = 5_000_000, timeLimit: Double = 1.0, memoryBudget: Int = Interpreter.defaultMemoryBudget) {
        self.program = program
        self.registry = registry
        self.models = models
        self.clock = clock
        self.dates = dates
        self.stepBudget = stepBudget
        self.memoryBudget = memoryBudget
        self.deadline = monotonicNow() + timeLimit
    }

    /// 256 MB of strings, arrays and dictionaries per evaluation.
    static let defaultMemoryBudget = 256 << 20

    var now: Date { clock.now }

    /// Counts one step; fails when the budget or the time limit is used up, at
    /// the innermost running loop (the loop that keeps going), else at `range`.
    func tick(_ range: SourceRange) throws {
        steps += 1
        if steps & 0x3FF == 0, steps > stepBudget || ranOut || monotonicNow() > deadline {
            throw limitError(at: range)
        }
    }

    /// The step budget or the time limit, used up: at the innermost running loop, else at `range`.
    func limitError(at range: SourceRange) -> RuntimeError {
        if steps > stepBudget {
            return RuntimeError("evaluation stopped after \(stepBudget) steps; is there an endless loop here?", at: runningLoop ?? range)
        }
        return RuntimeError("evaluation took longer than its time limit; is there an endless loop here?", at: runningLoop ?? range)
    }

    /// Counts one step of work that cannot throw; true once the budget or the
    /// time limit has run out (the caller gives up, and the next `tick` fails).
    func countOut() -> Bool {
        if ranOut { return true }
        steps += 1
        if steps & 0x3FF == 0, steps > stepBudget || monotonicNow() > deadline {
            ranOut = true
            steps |= 0x3FF
        }
        return ranOut
    }

    /// Runs a loop statement's iterations with it as the running loop.
    func looping(_ range: SourceRange, _ body: () throws -> Void) rethrows {
        let saved = runningLoop
        runningLoop = range
        defer { runningLoop = saved }
        try body()
    }

    func enter(_ range: SourceRange) throws {
        depth += 1
        if depth > Interpreter.maxDepth {
            throw RuntimeError("calls nest deeper than \(Interpreter.maxDepth) levels; is there endless recursion here?", at: range)
        }
    }

    func leave() { depth -= 1 }

    /// Runs `body` with a different block kind (what the code may do).
    func within<T>(_ kind: BlockContext.Kind, _ body: () throws -> T) rethrows -> T {
        let saved = blockKind
        blockKind = kind
        defer { blockKind = saved }
        return try body()
    }

    /// A file-level `let` or `var`, evaluated on first use. A Swift global is kept with the statics for as long as the
    /// session lives (a widget extension's globals live as long as its process), so a `var` a timeline changes stays
    /// changed; a `.widget` file's values, constants, are computed again for each evaluation, as they always were.
    func global(_ name: String, at range: SourceRange) throws -> Value? {
        if let value = program.tree.isSwift ? statics.values[Interpreter.globalKey(name)] : widgetFileGlobals[name] { return value }
        guard case .binding(let binding)? = program.declaration(name)?.kind else { return nil }
        guard !evaluatingGlobals.contains(name) else {
            throw RuntimeError("'\(name)' refers to itself while it is being computed", at: range)
        }
        evaluatingGlobals.insert(name)
        // (A Swift global's code runs as a seed block: it may fill the store, `Checker.collectSymbols`.)
        let caller = blockKind
        if program.tree.isSwift { blockKind = .seed }
        defer { blockKind = caller }
        var value: Value
        var made = false
        do {
            defer {
                evaluatingGlobals.remove(name)
                // (The tasks of an initializer that failed do not run.)
                if evaluatingGlobals.isEmpty, !made { deferredTasks.removeAll() }
            }
            if let type = binding.type, let expr = binding.value, let kind = sizedKind(type), let sized = try sizedLiteral(expr, kind) {
                value = sized
            } else {
                value = try binding.value.map { try eval($0, Environment(parent: nil)) } ?? .null
            }
            if let type = binding.type { value = try coerce(value, toWritten: type, at: binding.nameRange) }
            setGlobal(name, value)
            made = true
        }
        if evaluatingGlobals.isEmpty { try runDeferredTasks() }
        return value
    }

    func setGlobal(_ name: String, _ value: Value) {
        if program.tree.isSwift { statics.values[Interpreter.globalKey(name)] = value } else { widgetFileGlobals[name] = value }
    }

    /// Where a global is kept among the statics: a key no static's (`Type.name`) can be.
    static func globalKey(_ name: String) -> String { "global " + name }

    func error(_ message: String, _ range: SourceRange) -> RuntimeError {
        RuntimeError(message, at: range)
    }
}

/// The time the program sees as `now`: fixed with `--now`, or the real clock.
public struct Clock: Sendable {
    public var fixed: Date?
    public init(fixed: Date? = nil) { self.fixed = fixed }
    public var now: Date { fixed ?? Date() }
}

func monotonicNow() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
