import Foundation

/// A model record as the program sees it: a reference, like a SwiftData
/// model object. Until it is inserted it lives only in memory; afterwards
/// every change writes through to the store (inside the intent's transaction).
///
/// `@unchecked Sendable`: an object belongs to one interpreter run on one thread.
public final class ModelObject: @unchecked Sendable {
    public let model: String
    public internal(set) var id: String
    /// Field values (relationships to-one as `.record` or `.null`; to-many as `.array` of `.record`).
    var values: [String: Value]
    /// True once the record is in the store.
    var isInserted: Bool
    /// Relationships not loaded yet (loaded from the store on first access).
    var unloadedRelationships: Set<String> = []

    init(model: String, id: String, values: [String: Value], isInserted: Bool) {
        self.model = model
        self.id = id
        self.values = values
        self.isInserted = isInserted
    }
}
