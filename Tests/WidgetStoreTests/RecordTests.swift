import Foundation
import Testing
import WidgetStore

@Suite struct RecordTests {
    @Test(arguments: Engine.allCases) func insertFindUpdateCountAll(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let gym = try store.insert("ToDo", ["name": "Go to the gym"])
        let meeting = try store.insert("ToDo", ["name": "Join the meeting", "isDone": true])
        let dog = try store.insert("ToDo", ["name": "Walk the dog"])
        #expect(UUID(uuidString: gym.id) != nil)
        #expect(gym["isDone"] == .bool(false))
        #expect(try store.count("ToDo") == 3)
        #expect(try store.all("ToDo").map(\.id) == [gym.id, meeting.id, dog.id])

        let updated = try store.update("ToDo", id: gym.id, ["isDone": true])
        #expect(updated["isDone"] == .bool(true))
        #expect(try store.find("ToDo", id: gym.id)?["isDone"] == .bool(true))
        #expect(try store.find("ToDo", id: "no-such-id") == nil)
        // An update keeps the record's place in insertion order.
        #expect(try store.all("ToDo").map(\.id) == [gym.id, meeting.id, dog.id])
    }

    @Test(arguments: Engine.allCases) func everyFieldTypeRoundTrips(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let date = Date(timeIntervalSince1970: 1_733_289_735.5)
        let user = try store.insert("User", ["name": "Ayşe", "city": "İstanbul", "joinDate": .date(date),
                                             "tags": .array(["admin", "\"quoted\"", "emoji 🎉"])])
        let job = try store.insert("Job", ["name": "Deploy", "priority": 3, "level": "high", "owner": .string(user.id)])
        let reread = try #require(try store.find("User", id: user.id))
        #expect(reread == user)
        #expect(reread["joinDate"] == .date(date))
        #expect(reread["tags"] == .array(["admin", "\"quoted\"", "emoji 🎉"]))
        let rereadJob = try #require(try store.find("Job", id: job.id))
        #expect(rereadJob["level"] == "high")
        #expect(rereadJob["owner"] == .string(user.id))
        let nobody = try store.insert("User", ["name": "Nobody"])
        #expect(nobody["city"] == .null)
        #expect(try store.find("User", id: nobody.id)?["tags"] == .array([]))
    }

    @Test(arguments: Engine.allCases) func wrongValuesAreRefusedWithTheFieldNamed(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        #expect(storeError { try store.insert("ToDo", [:]) } == .missingValue(model: "ToDo", field: "name"))
        #expect(message { try store.insert("ToDo", ["name": 5]) } == "ToDo.name expects a value of type String, got Int")
        #expect(storeError { try store.insert("ToDo", ["name": "x", "colour": "red"]) }
                == .unknownField(model: "ToDo", field: "colour"))
        #expect(storeError { try store.insert("Job", ["name": "x", "level": "urgent"]) }
                == .typeMismatch(model: "Job", field: "level", expected: "Priority (enum of String)", got: "String \"urgent\""))
        #expect(storeError { try store.insert("Job", ["name": "x", "owner": "missing"]) }
                == .missingTarget(model: "Job", relationship: "owner", target: "User", id: "missing"))
        #expect(storeError { try store.update("ToDo", id: "missing", ["isDone": true]) }
                == .recordNotFound(model: "ToDo", id: "missing"))
        #expect(storeError { try store.insert("Nothing", [:]) } == .unknownModel("Nothing"))
        let todo = try store.insert("ToDo", ["name": "once"])
        #expect(storeError { try store.insert("ToDo", ["name": "twice"], id: todo.id) }
                == .duplicateID(model: "ToDo", id: todo.id))
        #expect(try store.count("ToDo") == 1)
    }
}
