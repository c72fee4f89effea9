import Testing
import WidgetStore

@Suite struct RelationshipTests {
    @Test(arguments: Engine.allCases) func cascadeReachesTwoLevels(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let ana = try store.insert("User", ["name": "Ana"])
        let bo = try store.insert("User", ["name": "Bo"])
        let deploy = try store.insert("Job", ["name": "Deploy", "owner": .string(ana.id)])
        let review = try store.insert("Job", ["name": "Review", "owner": .string(ana.id)])
        let other = try store.insert("Job", ["name": "Other", "owner": .string(bo.id)])
        for job in [deploy, review, other] {
            try store.insert("Task", ["title": .string("first of \(job["name"])"), "job": .string(job.id)])
            try store.insert("Task", ["title": .string("second of \(job["name"])"), "job": .string(job.id)])
        }
        #expect(try store.related(ana, "jobs").map(\.id) == [deploy.id, review.id])

        try store.delete("User", id: ana.id)

        #expect(try store.all("User").map(\.id) == [bo.id])
        #expect(try store.all("Job").map(\.id) == [other.id])
        #expect(try store.all("Task").map { $0["job"] } == [.string(other.id), .string(other.id)])
    }

    @Test(arguments: Engine.allCases) func nullifyKeepsRelatedRecordsAndClearsTheirLink(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let folder = try store.insert("Folder", ["name": "Inbox"])
        let note = try store.insert("Note", ["title": "Call mum", "folder": .string(folder.id)])
        try store.delete("Folder", id: folder.id)
        #expect(try store.count("Folder") == 0)
        #expect(try store.find("Note", id: note.id)?["folder"] == .null)
    }

    @Test(arguments: Engine.allCases) func denyRefusesAndNamesTheRelationship(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let team = try store.insert("Team", ["name": "Core"])
        let member = try store.insert("Member", ["name": "Lin", "team": .string(team.id)])
        let error = message { try store.delete("Team", id: team.id) }
        #expect(error == "cannot delete Team \(team.id): its relationship 'members' still refers to 1 Member record "
                + "and its delete rule is .deny; delete or detach them first")
        #expect(try store.count("Team") == 1)

        try store.update("Member", id: member.id, ["team": .null])
        try store.delete("Team", id: team.id)
        #expect(try store.count("Team") == 0)
    }

    @Test(arguments: Engine.allCases) func denyDeepInACascadeRollsBackTheWholeDelete(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let schema = Schema([
            ModelSchema("Project", fields: [FieldSchema("name", .string)],
                        relationships: [.toMany("teams", "Squad", inverse: "project", deleteRule: .cascade)]),
            ModelSchema("Squad", fields: [FieldSchema("name", .string)],
                        relationships: [.toOne("project", "Project", inverse: "teams"),
                                        .toMany("people", "Person", inverse: "squad", deleteRule: .deny)]),
            ModelSchema("Person", fields: [FieldSchema("name", .string)],
                        relationships: [.toOne("squad", "Squad", inverse: "people")]),
        ])
        let store = try place.open(schema, "deep")
        let project = try store.insert("Project", ["name": "P"])
        let empty = try store.insert("Squad", ["name": "empty", "project": .string(project.id)])
        let busy = try store.insert("Squad", ["name": "busy", "project": .string(project.id)])
        try store.insert("Person", ["name": "Kim", "squad": .string(busy.id)])
        let error = storeError { try store.delete("Project", id: project.id) }
        #expect(error == .deleteDenied(model: "Squad", id: busy.id, relationship: "people", relatedModel: "Person", count: 1))
        #expect(try store.all("Squad").map(\.id) == [empty.id, busy.id])
        #expect(try store.count("Project") == 1)
    }

    @Test(arguments: Engine.allCases) func toManyCanBeSetWithIdsAndReplaced(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        let ana = try store.insert("User", ["name": "Ana"])
        let a = try store.insert("Job", ["name": "A"])
        let b = try store.insert("Job", ["name": "B"])
        try store.update("User", id: ana.id, ["jobs": .array([.string(a.id), .string(b.id)])])
        #expect(try store.related(ana, "jobs").map(\.id) == [a.id, b.id])
        try store.update("User", id: ana.id, ["jobs": .array([.string(b.id)])])
        #expect(try store.related(ana, "jobs").map(\.id) == [b.id])
        #expect(try store.find("Job", id: a.id)?["owner"] == .null)
        let owner = try store.related(try #require(try store.find("Job", id: b.id)), "owner")
        #expect(owner.map(\.id) == [ana.id])
        let bo = try store.insert("User", ["name": "Bo", "jobs": .array([.string(a.id)])])
        #expect(try store.related(bo, "jobs").map(\.id) == [a.id])
    }

    @Test(arguments: Engine.allCases) func deletingAMissingRecordSaysSo(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Schemas.all)
        #expect(storeError { try store.delete("User", id: "gone") } == .recordNotFound(model: "User", id: "gone"))
    }
}
