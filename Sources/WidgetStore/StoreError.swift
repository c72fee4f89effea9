/// Everything the store can refuse, as a value with a message that says what to do.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The schema handed to `Store.open` is inconsistent.
    case invalidSchema(String)
    case unknownModel(String)
    case unknownField(model: String, field: String)
    /// A value does not fit the field's declared type.
    case typeMismatch(model: String, field: String, expected: String, got: String)
    /// A Double (or Date) field was given NaN or an infinity, which the store refuses.
    case nonFiniteNumber(model: String, field: String, value: String)
    /// A non-optional field without a default got no value.
    case missingValue(model: String, field: String)
    case recordNotFound(model: String, id: String)
    case duplicateID(model: String, id: String)
    /// A to-one relationship names a record that does not exist.
    case missingTarget(model: String, relationship: String, target: String, id: String)
    /// A `.deny` delete rule blocked a delete.
    case deleteDenied(model: String, id: String, relationship: String, relatedModel: String, count: Int)
    /// The store file holds a field of another type than the schema declares.
    case fieldTypeChanged(model: String, field: String, stored: String, declared: String)
    /// A new (or newly non-optional) field needs a default because rows exist.
    case fieldNeedsDefault(model: String, field: String, rows: Int)
    /// A query refers to something the schema cannot answer.
    case invalidQuery(String)
    case cannotOpen(path: String, reason: String)
    /// The folder a store file would go in does not exist (only the runtime's default folder is created).
    case missingFolder(path: String, folder: String)
    /// A store that cannot be written does not match the schema yet (a model or field
    /// was added or changed), so it cannot be read as it is.
    case readOnlyOutOfDate(path: String)
    /// The store's path (or a folder on the way to it) is a symbolic link loop.
    case linkLoop(path: String)
    /// SQLite could not use the file: damaged, not a database, read-only, disk full, … The
    /// detail keeps SQLite's own words, code and statement.
    case file(StoreFileProblem, path: String, detail: String)
    /// Another process held the store longer than the busy timeout.
    case busy(reason: String)
    case sqlite(code: Int, message: String, sql: String?)
    /// The PostgreSQL server of a store cannot be reached (down, refused, lost, denied).
    /// `store` is the URL with its password hidden.
    case serverUnavailable(store: String, reason: String)
    /// PostgreSQL refused a statement: its SQLSTATE, message and statement.
    case postgres(state: String, message: String, sql: String?)

    public var description: String {
        switch self {
        case .invalidSchema(let message):
            "invalid schema: \(message)"
        case .unknownModel(let model):
            "no model named '\(model)' in the schema"
        case .unknownField(let model, let field):
            "model '\(model)' has no field '\(field)'"
        case .typeMismatch(let model, let field, let expected, let got):
            "\(model).\(field) expects a value of type \(expected), got \(got)"
        case .nonFiniteNumber(let model, let field, let value):
            "\(model).\(field) cannot hold \(value): the store keeps finite numbers only (not nan or infinity); "
                + "nothing was written"
        case .missingValue(let model, let field):
            "\(model).\(field) needs a value: it is not optional and has no default"
        case .recordNotFound(let model, let id):
            "no \(model) with id \(id)"
        case .duplicateID(let model, let id):
            "a \(model) with id \(id) already exists"
        case .missingTarget(let model, let relationship, let target, let id):
            "\(model).\(relationship) refers to \(target) \(id), which does not exist"
        case .deleteDenied(let model, let id, let relationship, let relatedModel, let count):
            "cannot delete \(model) \(id): its relationship '\(relationship)' still refers to \(count) "
                + "\(relatedModel) record\(count == 1 ? "" : "s") and its delete rule is .deny; "
                + "delete or detach them first"
        case .fieldTypeChanged(let model, let field, let stored, let declared):
            "\(model).\(field) is stored as \(stored) but the schema now declares \(declared); "
                + "the store was left unchanged. Give the field a new name (it starts empty, the old "
                + "data stays hidden), change the type back, or reset the store to drop its data"
        case .fieldNeedsDefault(let model, let field, let rows):
            "\(model).\(field) is not optional and has no default, but \(rows) existing "
                + "\(model) record\(rows == 1 ? "" : "s") would have no value; the store was left "
                + "unchanged. Give the field a default value or make it optional"
        case .invalidQuery(let message):
            "invalid query: \(message)"
        case .cannotOpen(let path, let reason):
            "cannot open store at \(path): \(reason)"
        case .missingFolder(_, let folder):
            "the folder \(folder) for the store does not exist; create it first or choose another --store path"
        case .readOnlyOutOfDate(let path):
            "the store at \(path) is read-only (a read-only file system, or the file or its folder cannot be written) "
                + "and its tables do not match the widget's models yet; nothing was written. Make it writable so they "
                + "can be brought up to date, or pass --store with a writable path"
        case .linkLoop(let path):
            "cannot open the store at \(path): too many levels of symbolic links (a symbolic link loop); "
                + "fix the link or choose another --store path"
        case .file(let problem, let path, let detail):
            problem.message(path: path) + "\n  sqlite: \(detail)"
        case .busy(let reason):
            "the store is busy: another process kept it locked for longer than this one waits (10 s by default); "
                + "nothing was written. Try again when that process is done\n  sqlite: \(reason)"
        case .sqlite(let code, let message, let sql):
            "SQLite error \(code): \(message)" + (sql.map { " in: \($0)" } ?? "")
        case .serverUnavailable(let store, let reason):
            "cannot reach the PostgreSQL server of the store \(store); nothing was written. Check that the server "
                + "runs and accepts this user, then try again\n  postgresql: \(reason)"
        case .postgres(let state, let message, let sql):
            "PostgreSQL error \(state): \(message)" + (sql.map { " in: \($0)" } ?? "")
        }
    }
}
