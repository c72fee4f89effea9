import Foundation
import Testing
import WidgetStore
import WidgetTestSupport

@Suite struct MigrationTests {
    private func habit(_ extra: [FieldSchema] = [], name: FieldSchema = FieldSchema("name", .string)) -> Schema {
        Schema([ModelSchema("Habit", fields: [name] + extra)])
    }

    private func fill(_ path: String, _ schema: Schema) throws -> [Record] {
        let store = try Store.open(path: path, schema: schema)
        return try ["Read", "Run"].map { try store.insert("Habit", ["name": .string($0)]) }
    }

    @Test(arguments: Engine.allCases) func anAddedFieldGetsItsDefaultInExistingRows(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let path = try place.location()
        let before = try fill(path, habit())
        let streak = FieldSchema("streak", .int, default: 7)
        let store = try Store.open(path: path, schema: habit([streak, FieldSchema("note", .string, optional: true)]))
        let after = try store.all("Habit")
        #expect(after.map(\.id) == before.map(\.id))
        #expect(after.map { $0["name"] } == ["Read", "Run"])
        #expect(after.map { $0["streak"] } == [7, 7])
        #expect(after.map { $0["note"] } == [.null, .null])
        #expect(try store.insert("Habit", ["name": "Swim"])["streak"] == 7)
    }

    @Test(arguments: Engine.allCases) func aRemovedFieldKeepsItsDataAndAddingItBackRestoresIt(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let path = try place.location()
        let streak = FieldSchema("streak", .int, default: 0)
        let store = try Store.open(path: path, schema: habit([streak]))
        let read = try store.insert("Habit", ["name": "Read", "streak": 12])

        let without = try Store.open(path: path, schema: habit())
        #expect(try without.find("Habit", id: read.id)?.values == ["name": "Read"])
        let added = try without.insert("Habit", ["name": "Added while hidden"])

        let again = try Store.open(path: path, schema: habit([streak]))
        #expect(try again.find("Habit", id: read.id)?["streak"] == 12)
        // A row inserted while the field was hidden gets the default when it comes back.
        #expect(try again.find("Habit", id: added.id)?["streak"] == 0)
    }

    @Test(arguments: Engine.allCases) func aChangedTypeIsRefusedAndTheFileIsUnchanged(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let path = try place.location()
        _ = try fill(path, habit([FieldSchema("streak", .int, default: 0)]))
        let bytes = try snapshot(place, path)
        let error = message { _ = try Store.open(path: path, schema: habit([FieldSchema("streak", .string, default: "")])) }
        #expect(error == "Habit.streak is stored as Int but the schema now declares String; the store was left unchanged. "
                + "Give the field a new name (it starts empty, the old data stays hidden), change the type back, "
                + "or reset the store to drop its data")
        #expect(try snapshot(place, path) == bytes)
        let reopened = try Store.open(path: path, schema: habit([FieldSchema("streak", .int, default: 0)]))
        #expect(try reopened.count("Habit") == 2)
    }

    @Test(arguments: Engine.allCases) func aNewRequiredFieldWithoutDefaultIsRefusedWhenRowsExist(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let path = try place.location()
        _ = try fill(path, habit())
        let bytes = try snapshot(place, path)
        let error = storeError { _ = try Store.open(path: path, schema: habit([FieldSchema("goal", .int)])) }
        #expect(error == .fieldNeedsDefault(model: "Habit", field: "goal", rows: 2))
        #expect(error?.description.contains("Give the field a default value or make it optional") == true)
        #expect(try snapshot(place, path) == bytes)

        // An empty model can take it: there is no row to fill.
        _ = try Store.open(path: place.location("other"), schema: habit())
        #expect(try Store.open(path: place.location("other"), schema: habit([FieldSchema("goal", .int)])).schemaVersion == 2)
    }

    @Test(arguments: Engine.allCases) func anOptionalFieldBecomingRequiredTakesTheDefaultForNil(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let path = try place.location()
        let store = try Store.open(path: path, schema: habit([FieldSchema("goal", .int, optional: true)]))
        let read = try store.insert("Habit", ["name": "Read"])
        let kept = try store.insert("Habit", ["name": "Run", "goal": 5])
        #expect(storeError { _ = try Store.open(path: path, schema: habit([FieldSchema("goal", .int)])) }
                == .fieldNeedsDefault(model: "Habit", field: "goal", rows: 1))
        let required = try Store.open(path: path, schema: habit([FieldSchema("goal", .int, default: 1)]))
        #expect(try required.find("Habit", id: read.id)?["goal"] == 1)
        #expect(try required.find("Habit", id: kept.id)?["goal"] == 5)
    }

    @Test(arguments: Engine.allCases) func aNewModelGetsATableAndOldModelsKeepTheirs(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let path = try place.location()
        _ = try fill(path, habit())
        let both = Schema(habit().models + [Schemas.toDo])
        let store = try Store.open(path: path, schema: both)
        try store.insert("ToDo", ["name": "new"])
        let onlyToDo = try Store.open(path: path, schema: Schema([Schemas.toDo]))
        #expect(try onlyToDo.count("ToDo") == 1)
        #expect(try Store.open(path: path, schema: habit()).count("Habit") == 2)
    }

    /// Everything a store holds about its layout and data: the file's bytes, or the
    /// PostgreSQL schema's columns and metadata tables.
    private func snapshot(_ place: StorePlace, _ path: String) throws -> Data {
        guard place.engine == .postgres, let schema = URLComponents(string: path)?.queryItems?.first(where: { $0.name == "schema" })?.value else {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let server = try PostgresServer.shared()
        let text = try server.psql(["-At", "-c", """
            SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = '\(schema)' ORDER BY 1, 2;
            SELECT * FROM "\(schema)"._widgetry_columns ORDER BY 1, 2; SELECT * FROM "\(schema)"._widgetry_meta ORDER BY 1;
            SELECT * FROM "\(schema)"."Habit" ORDER BY seq;
            """])
        return Data(text.utf8)
    }
}
