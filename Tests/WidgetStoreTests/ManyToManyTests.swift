import Foundation
import Testing
import WidgetStore

/// Two to-many relationships that name each other: a link table between them, read from either side.
@Suite struct ManyToManyTests {
    static let schema = Schema([
        ModelSchema("Trick", fields: [FieldSchema("name", .string)],
                    relationships: [.toMany("sessions", "Session", inverse: "tricks")]),
        ModelSchema("Session", fields: [FieldSchema("day", .int)],
                    relationships: [.toMany("tricks", "Trick", inverse: "sessions", deleteRule: .nullify)]),
    ])

    @Test(arguments: Engine.allCases) func eitherSideReadsTheLinksInTheOrderMade(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Self.schema)
        let ollie = try store.insert("Trick", ["name": "ollie"])
        let kickflip = try store.insert("Trick", ["name": "kickflip"])
        let monday = try store.insert("Session", ["day": 1, "tricks": .array([.string(kickflip.id), .string(ollie.id)])])
        let tuesday = try store.insert("Session", ["day": 2])
        try store.update("Trick", id: ollie.id, ["sessions": .array([.string(monday.id), .string(tuesday.id), .string(monday.id)])])

        #expect(try store.related(monday, "tricks").map { $0["name"] } == ["kickflip", "ollie"])
        #expect(try store.related(tuesday, "tricks").map { $0["name"] } == ["ollie"])
        #expect(try store.related(ollie, "sessions").map { $0["day"] } == [1, 2])
        #expect(try store.related(kickflip, "sessions").map(\.id) == [monday.id])
        #expect(try store.count(Query("Session", filter: .compare(.count("tricks"), .greater, .int(1)))) == 1)

        // Replacing one side's list changes what the other side reads.
        try store.update("Session", id: monday.id, ["tricks": .array([.string(ollie.id)])])
        #expect(try store.related(kickflip, "sessions").isEmpty)
        #expect(try store.related(ollie, "sessions").map { $0["day"] } == [2, 1])
    }

    @Test(arguments: Engine.allCases) func deletingARecordRemovesItsLinksAndTheRulesApply(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Self.schema)
        let ollie = try store.insert("Trick", ["name": "ollie"])
        let monday = try store.insert("Session", ["day": 1, "tricks": .array([.string(ollie.id)])])
        try store.delete("Trick", id: ollie.id)
        #expect(try store.related(monday, "tricks").isEmpty)
        #expect(try store.count("Session") == 1)

        let cascading = Schema([
            ModelSchema("Tag", fields: [FieldSchema("label", .string)], relationships: [.toMany("posts", "Post", inverse: "tags")]),
            ModelSchema("Post", fields: [FieldSchema("title", .string)],
                        relationships: [.toMany("tags", "Tag", inverse: "posts", deleteRule: .cascade)]),
        ])
        let other = try StorePlace(engine)
        let blog = try other.open(cascading)
        let swift = try blog.insert("Tag", ["label": "swift"])
        let post = try blog.insert("Post", ["title": "hello", "tags": .array([.string(swift.id)])])
        try blog.delete("Post", id: post.id)
        #expect(try blog.count("Tag") == 0)
    }

    @Test(arguments: Engine.allCases) func aMissingRecordIsRefusedAndTheStoreReopensWithItsLinks(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        var store = try place.open(Self.schema)
        let ollie = try store.insert("Trick", ["name": "ollie"])
        let error = message(of: { try store.update("Trick", id: ollie.id, ["sessions": .array([.string("nope")])]) })
        #expect(error?.contains("nope") == true)
        let monday = try store.insert("Session", ["day": 1, "tricks": .array([.string(ollie.id)])])
        store = try place.open(Self.schema)
        #expect(try store.related(monday, "tricks").map(\.id) == [ollie.id])
    }

    @Test func theLinksAreCopiedToPostgreSQL() throws {
        let sqlite = try StorePlace(.sqlite)
        let postgres = try StorePlace(.postgres)
        let source = try sqlite.open(Self.schema)
        let ollie = try source.insert("Trick", ["name": "ollie"])
        let monday = try source.insert("Session", ["day": 1, "tricks": .array([.string(ollie.id)])])
        let url = try postgres.location()
        let report = try Store.copy(from: try sqlite.location(), to: url)
        #expect(report.total == 3)
        let copy = try Store.open(path: url, schema: Self.schema)
        #expect(try copy.related(monday, "tricks").map(\.id) == [ollie.id])
        #expect(try copy.related(ollie, "sessions").map(\.id) == [monday.id])
    }

    @Test func bothSidesMustNameEachOther() throws {
        let directory = try TemporaryDirectory()
        let schema = Schema([
            ModelSchema("A", relationships: [.toMany("bs", "B", inverse: "as"), .toMany("others", "B", inverse: "as")]),
            ModelSchema("B", relationships: [.toMany("as", "A", inverse: "bs")]),
        ])
        #expect(message(of: { _ = try Store.open(path: directory.path(), schema: schema) })
                == "invalid schema: A.others names B.as as inverse, but that one names 'bs'")
    }
}
