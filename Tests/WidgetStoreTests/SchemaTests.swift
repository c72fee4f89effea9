import Testing
import WidgetStore

@Suite struct SchemaTests {
    @Test(arguments: [
        (Schema([ModelSchema("A", relationships: [.toMany("bs", "B", inverse: "a")])]),
         "invalid schema: A.bs refers to model 'B', which is not declared"),
        (Schema([ModelSchema("A", fields: [FieldSchema("id", .string)])]),
         "invalid schema: 'id' is reserved for every record; rename this field of A"),
        (Schema([ModelSchema("A", fields: [FieldSchema("n", .int, default: "one")])]),
         "invalid schema: the default of A.n is \"one\", not a Int"),
        (Schema([ModelSchema("A", fields: [FieldSchema("n", .int), FieldSchema("n", .string)])]),
         "invalid schema: A.n is declared twice"),
        (Schema([ModelSchema("A", relationships: [RelationshipSchema("bs", to: "B", kind: .toMany)]), ModelSchema("B")]),
         "invalid schema: A.bs is to-many and needs an inverse to-one relationship on B"),
        (Schema([ModelSchema("A", indexes: [["missing"]])]),
         "invalid schema: an index of A names 'missing', which is not a field or to-one relationship"),
    ])
    func inconsistentSchemasAreRefused(schema: Schema, expected: String) throws {
        let directory = try TemporaryDirectory()
        #expect(message { _ = try Store.open(path: directory.path(), schema: schema) } == expected)
    }

    @Test(arguments: Engine.allCases) func metadataRecordsTheSchemaVersion(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let first = try place.open(Schema([Schemas.toDo]))
        #expect(first.schemaVersion == 1)
        let same = try place.open(Schema([Schemas.toDo]))
        #expect(same.schemaVersion == 1)
        var changed = Schemas.toDo
        changed.fields.append(FieldSchema("note", .string, optional: true))
        let migrated = try place.open(Schema([changed]))
        #expect(migrated.schemaVersion == 2)
    }

    @Test func openingCreatesAWALDatabaseWithATablePerModel() throws {
        let directory = try TemporaryDirectory()
        // The store makes no folders (a missing one is an error, see StoreFileErrorTests).
        try FileManager.default.createDirectory(atPath: directory.path("nested/dir"), withIntermediateDirectories: true)
        let path = directory.path("nested/dir/store.sqlite")
        let store = try Store.open(path: path, schema: Schemas.all)
        try store.insert("ToDo", ["name": "x"])
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try store.integrityCheck() == "ok")
    }
}

import Foundation

@Suite struct IndexSuggestionTests {
    @Test func equalityFieldsThenSortFields() {
        let bench = Query("ToDo", filter: !.field("isDone", .equal, true), sort: [.ascending("name")], limit: 3)
        #expect(bench.suggestedIndex == ["isDone", "name"])
        let team = Query("User", filter: .field("joinDate", .greaterOrEqual, .date(Date())), sort: [.ascending("name"), .ascending("joinDate")])
        #expect(team.suggestedIndex == ["name", "joinDate"])
        #expect(Query("User").suggestedIndex == nil)
    }
}
