import Testing
import WidgetStore

@Suite struct TransactionTests {
    let directory: TemporaryDirectory
    let store: Store

    struct Abort: Error {}

    init() throws {
        directory = try TemporaryDirectory()
        store = try Store.open(path: directory.path(), schema: Schemas.all)
    }

    @Test func aUnitOfWorkCommitsAsAWhole() throws {
        try store.transaction {
            try store.insert("ToDo", ["name": "a"])
            try store.insert("ToDo", ["name": "b"])
        }
        #expect(try store.count("ToDo") == 2)
    }

    @Test func aFailingUnitOfWorkLeavesNoTrace() throws {
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

    @Test func aNestedFailureRollsBackOnlyItsOwnPart() throws {
        try store.transaction {
            try store.insert("ToDo", ["name": "outer"])
            _ = try? store.transaction {
                try store.insert("ToDo", ["name": "inner"])
                throw Abort()
            }
        }
        #expect(try store.all("ToDo").map { $0["name"] } == ["outer"])
    }

    @Test func anotherConnectionsCommitChangesTheDataVersion() throws {
        let other = try Store.open(path: directory.path(), schema: Schemas.all)
        let seen = store.dataVersion
        #expect(store.dataVersion == seen)
        try other.insert("ToDo", ["name": "from elsewhere"])
        let afterOther = store.dataVersion
        #expect(afterOther != seen)
        #expect(try store.count("ToDo") == 1)
        try store.insert("ToDo", ["name": "from here"])
        #expect(store.dataVersion != afterOther)
        _ = try store.all("ToDo")
        let quiet = store.dataVersion
        #expect(store.dataVersion == quiet)
    }
}
