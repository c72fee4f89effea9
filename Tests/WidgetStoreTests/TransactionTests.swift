import Testing
import WidgetStore

@Suite struct TransactionTests {
    struct Abort: Error {}

    @Test(arguments: Engine.allCases) func aUnitOfWorkCommitsAsAWhole(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        try store.transaction {
            try store.insert("ToDo", ["name": "a"])
            try store.insert("ToDo", ["name": "b"])
        }
        #expect(try store.count("ToDo") == 2)
    }

    @Test(arguments: Engine.allCases) func aFailingUnitOfWorkLeavesNoTrace(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let kept = try store.insert("ToDo", ["name": "kept"])
        #expect(throws: Abort.self) {
            try store.transaction {
                try store.insert("ToDo", ["name": "lost"])
                try store.update("ToDo", id: kept.id, ["isDone": true])
                try store.delete("ToDo", id: kept.id)
                throw Abort()
            }
        }
        #expect(try store.all("ToDo").map(\.id) == [kept.id])
        #expect(try store.find("ToDo", id: kept.id)?["isDone"] == false)
    }

    @Test(arguments: Engine.allCases) func aNestedFailureRollsBackOnlyItsOwnPart(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        try store.transaction {
            try store.insert("ToDo", ["name": "outer"])
            _ = try? store.transaction {
                try store.insert("ToDo", ["name": "inner"])
                throw Abort()
            }
        }
        #expect(try store.all("ToDo").map { $0["name"] } == ["outer"])
    }

    @Test(arguments: Engine.allCases) func anotherConnectionsCommitChangesTheDataVersion(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let other = try place.open(Schemas.all)
        let seen = store.dataVersion
        #expect(store.dataVersion == seen)
        try other.insert("ToDo", ["name": "from elsewhere"])
        // PostgreSQL delivers the other connection's NOTIFY asynchronously (within milliseconds).
        #expect(eventually { store.dataVersion != seen })
        let afterOther = store.dataVersion
        #expect(try store.count("ToDo") == 1)
        try store.insert("ToDo", ["name": "from here"])
        #expect(store.dataVersion != afterOther)
        _ = try store.all("ToDo")
        let quiet = store.dataVersion
        #expect(store.dataVersion == quiet)
    }
}
