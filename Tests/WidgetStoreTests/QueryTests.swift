import Foundation
import Testing
import WidgetStore

@Suite struct QueryTests {
    /// Four users with 0 to 3 jobs each.
    static func seeded(_ place: StorePlace) throws -> Store {
        let store = try place.open(Schemas.all)
        let people: [(String, StoreValue, Double, Int)] = [
            ("Ana", "Lisbon", 300, 3), ("Bo", nil, 100, 1), ("Cem", "Ankara", 200, 0), ("Dee", "lisbon", 400, 2),
        ]
        for (name, city, joined, jobs) in people {
            let user = try store.insert("User", ["name": .string(name), "city": city,
                                                 "joinDate": .date(Date(timeIntervalSince1970: joined))])
            for number in 0..<jobs {
                try store.insert("Job", ["name": .string("\(name)-\(number)"), "priority": .int(number),
                                         "owner": .string(user.id)])
            }
        }
        return store
    }

    private func names(_ store: Store, _ filter: Filter?, sort: [SortKey] = [], limit: Int? = nil, offset: Int? = nil) throws -> [String] {
        try store.fetch(Query("User", filter: filter, sort: sort, limit: limit, offset: offset))
            .compactMap { $0["name"].stringValue }
    }

    @Test(arguments: [
        (Comparison.equal, "Cem", ["Cem"]), (.notEqual, "Cem", ["Ana", "Bo", "Dee"]),
        (.less, "Bo", ["Ana"]), (.lessOrEqual, "Bo", ["Ana", "Bo"]),
        (.greater, "Bo", ["Cem", "Dee"]), (.greaterOrEqual, "Cem", ["Cem", "Dee"]),
    ] as [(Comparison, String, [String])], Engine.allCases)
    func comparisons(case: (comparison: Comparison, value: String, expected: [String]), engine: Engine) throws {
        let (comparison, value, expected) = `case`
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        #expect(try names(store, .field("name", comparison, .string(value))) == expected)
    }

    @Test(arguments: Engine.allCases) func datesCompareAndLogicCombines(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        let since = Filter.field("joinDate", .greaterOrEqual, .date(Date(timeIntervalSince1970: 200)))
        #expect(try names(store, since) == ["Ana", "Cem", "Dee"])
        #expect(try names(store, since && .field("name", .notEqual, "Cem")) == ["Ana", "Dee"])
        #expect(try names(store, since || .field("name", .equal, "Bo")) == ["Ana", "Bo", "Cem", "Dee"])
        #expect(try names(store, !since) == ["Bo"])
        #expect(try names(store, !(since && .field("name", .equal, "Ana"))) == ["Bo", "Cem", "Dee"])
        #expect(try names(store, .constant(false)) == [])
    }

    @Test(arguments: Engine.allCases) func nilTestsFollowSwift(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        #expect(try names(store, .field("city", .equal, nil)) == ["Bo"])
        #expect(try names(store, .field("city", .notEqual, nil)) == ["Ana", "Cem", "Dee"])
        // nil != "Lisbon" holds, as in Swift; nil is never greater than anything, so !(>) holds for it.
        #expect(try names(store, .field("city", .notEqual, "Lisbon")) == ["Bo", "Cem", "Dee"])
        #expect(try names(store, !.field("city", .greater, "B")) == ["Bo", "Cem"])
    }

    @Test(arguments: Engine.allCases) func stringMatching(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        #expect(try names(store, .text("city", .contains, "isbo", caseSensitive: true)) == ["Ana", "Dee"])
        #expect(try names(store, .text("city", .hasPrefix, "L", caseSensitive: true)) == ["Ana"])
        #expect(try names(store, .text("city", .hasPrefix, "l", caseSensitive: false)) == ["Ana", "Dee"])
        #expect(try names(store, .text("city", .hasSuffix, "ara", caseSensitive: true)) == ["Cem"])
        #expect(try names(store, .text("city", .hasSuffix, "BON", caseSensitive: false)) == ["Ana", "Dee"])
        #expect(try names(store, .text("city", .hasSuffix, "BON", caseSensitive: true)) == [])
        #expect(try names(store, !.text("city", .contains, "isbo", caseSensitive: true)) == ["Bo", "Cem"])
        let turkish = try store.insert("User", ["name": "Çağrı", "city": "ÇANKAYA"])
        let found = try store.fetch(Query("User", filter: .text("city", .contains, "çank", caseSensitive: false)))
        #expect(found.map(\.id) == [turkish.id])
    }

    @Test(arguments: Engine.allCases) func relatedFieldsAndToManyCounts(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        let jobs = try store.fetch(Query("Job", filter: .field("owner.name", .equal, "Dee"), sort: [.descending("name")]))
        #expect(jobs.compactMap { $0["name"].stringValue } == ["Dee-1", "Dee-0"])
        let ownerless = try store.insert("Job", ["name": "Orphan"])
        #expect(try store.fetch(Query("Job", filter: .field("owner", .equal, nil))).map(\.id) == [ownerless.id])
        #expect(try names(store, .compare(.count("jobs"), .greaterOrEqual, 2)) == ["Ana", "Dee"])
        #expect(try names(store, .compare(.count("jobs"), .equal, 0)) == ["Cem"])
        #expect(try names(store, nil, sort: [SortKey(.count("jobs"), ascending: false)]) == ["Ana", "Dee", "Bo", "Cem"])
        #expect(try store.count(Query("Job", filter: .field("owner.city", .equal, "Lisbon"))) == 3)
    }

    @Test(arguments: Engine.allCases) func sortKeysLimitAndOffset(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        let byCity = [SortKey.ascending("city"), .descending("name")]
        #expect(try names(store, nil, sort: byCity) == ["Bo", "Cem", "Ana", "Dee"])
        let jobs = try store.fetch(Query("Job", sort: [.descending("priority"), .ascending("name")], limit: 3, offset: 1))
        #expect(jobs.compactMap { $0["name"].stringValue } == ["Ana-1", "Dee-1", "Ana-0"])
        #expect(try names(store, nil, limit: 2) == ["Ana", "Bo"])
        #expect(try names(store, nil, offset: 3) == ["Dee"])
        #expect(try store.count(Query("User", limit: 2)) == 2)
        #expect(try store.first(Query("User", sort: [.descending("joinDate")]))?["name"] == "Dee")
    }

    @Test(arguments: Engine.allCases) func anInjectionAttemptIsJustAString(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        let attack = "'); DROP TABLE ToDo; --"
        let stored = try store.insert("ToDo", ["name": .string(attack)])
        try store.insert("ToDo", ["name": "harmless"])
        let found = try store.fetch(Query("ToDo", filter: .field("name", .equal, .string(attack))))
        #expect(found.map(\.id) == [stored.id])
        #expect(try store.fetch(Query("ToDo", filter: .text("name", .contains, "DROP TABLE", caseSensitive: false))).count == 1)
        #expect(try store.count("ToDo") == 2)
        #expect(try store.find("ToDo", id: attack) == nil)
    }

    @Test(arguments: Engine.allCases) func badQueriesSayWhatIsWrong(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        #expect(message { _ = try store.fetch(Query("User", filter: .field("name", .less, 3))) }
                == "invalid query: name is String, it cannot be compared with Int")
        #expect(message { _ = try store.fetch(Query("User", filter: .field("jobs", .equal, 3))) }
                == "invalid query: User.jobs is a to-many relationship; compare its count instead")
        #expect(message { _ = try store.fetch(Query("User", filter: .field("nope", .equal, 3))) }
                == "model 'User' has no field 'nope'")
        #expect(message { _ = try store.fetch(Query("User", limit: -1)) }
                == "invalid query: limit and offset cannot be negative (limit -1, offset 0)")
    }

    @Test(arguments: Engine.allCases) func theBenchQueryIsAnsweredByTheDeclaredIndex(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try Self.seeded(place)
        let query = Query("ToDo", filter: !.field("isDone", .equal, true), sort: [.ascending("name")], limit: 3)
        let plan = try store.queryPlan(for: query).joined(separator: "\n")
        if engine == .sqlite { #expect(plan.contains("wx_ToDo__isDone__name")) }
        #expect(!plan.contains("TEMP B-TREE"))
        let expected = engine == .sqlite ? "WHERE t0.\"isDone\" = 0 ORDER BY t0.\"name\", t0.seq LIMIT 3 OFFSET 0"
            : "WHERE t0.\"isDone\" = '0' ORDER BY t0.\"name\" NULLS FIRST, t0.seq LIMIT '3' OFFSET '0'"
        #expect(try store.sqlText(for: query).contains(expected))
    }
}
