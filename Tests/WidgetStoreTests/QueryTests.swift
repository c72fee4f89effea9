import Foundation
import Testing
import WidgetStore

@Suite struct QueryTests {
    let directory: TemporaryDirectory
    let store: Store

    /// Users Ana (Lisbon, 3 jobs), Bo (no city, 1 job), Cem (Ankara, 0 jobs), Dee (lisbon, 2 jobs).
    init() throws {
        directory = try TemporaryDirectory()
        store = try Store.open(path: directory.path(), schema: Schemas.all)
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
    }

    private func names(_ filter: Filter?, sort: [SortKey] = [], limit: Int? = nil, offset: Int? = nil) throws -> [String] {
        try store.fetch(Query("User", filter: filter, sort: sort, limit: limit, offset: offset))
            .compactMap { $0["name"].stringValue }
    }

    @Test(arguments: [
        (Comparison.equal, "Cem", ["Cem"]), (.notEqual, "Cem", ["Ana", "Bo", "Dee"]),
        (.less, "Bo", ["Ana"]), (.lessOrEqual, "Bo", ["Ana", "Bo"]),
        (.greater, "Bo", ["Cem", "Dee"]), (.greaterOrEqual, "Cem", ["Cem", "Dee"]),
    ] as [(Comparison, String, [String])])
    func comparisons(comparison: Comparison, value: String, expected: [String]) throws {
        #expect(try names(.field("name", comparison, .string(value))) == expected)
    }

    @Test func datesCompareAndLogicCombines() throws {
        let since = Filter.field("joinDate", .greaterOrEqual, .date(Date(timeIntervalSince1970: 200)))
        #expect(try names(since) == ["Ana", "Cem", "Dee"])
        #expect(try names(since && .field("name", .notEqual, "Cem")) == ["Ana", "Dee"])
        #expect(try names(since || .field("name", .equal, "Bo")) == ["Ana", "Bo", "Cem", "Dee"])
        #expect(try names(!since) == ["Bo"])
        #expect(try names(!(since && .field("name", .equal, "Ana"))) == ["Bo", "Cem", "Dee"])
        #expect(try names(.constant(false)) == [])
    }

    @Test func nilTestsFollowSwift() throws {
        #expect(try names(.field("city", .equal, nil)) == ["Bo"])
        #expect(try names(.field("city", .notEqual, nil)) == ["Ana", "Cem", "Dee"])
        // nil != "Lisbon" holds, as in Swift; nil is never greater than anything, so !(>) holds for it.
        #expect(try names(.field("city", .notEqual, "Lisbon")) == ["Bo", "Cem", "Dee"])
        #expect(try names(!.field("city", .greater, "B")) == ["Bo", "Cem"])
    }

    @Test func stringMatching() throws {
        #expect(try names(.text("city", .contains, "isbo", caseSensitive: true)) == ["Ana", "Dee"])
        #expect(try names(.text("city", .hasPrefix, "L", caseSensitive: true)) == ["Ana"])
        #expect(try names(.text("city", .hasPrefix, "l", caseSensitive: false)) == ["Ana", "Dee"])
        #expect(try names(.text("city", .hasSuffix, "ara", caseSensitive: true)) == ["Cem"])
        #expect(try names(.text("city", .hasSuffix, "BON", caseSensitive: false)) == ["Ana", "Dee"])
        #expect(try names(.text("city", .hasSuffix, "BON", caseSensitive: true)) == [])
        #expect(try names(!.text("city", .contains, "isbo", caseSensitive: true)) == ["Bo", "Cem"])
        let turkish = try store.insert("User", ["name": "Çağrı", "city": "ÇANKAYA"])
        let found = try store.fetch(Query("User", filter: .text("city", .contains, "çank", caseSensitive: false)))
        #expect(found.map(\.id) == [turkish.id])
    }

    @Test func relatedFieldsAndToManyCounts() throws {
        let jobs = try store.fetch(Query("Job", filter: .field("owner.name", .equal, "Dee"), sort: [.descending("name")]))
        #expect(jobs.compactMap { $0["name"].stringValue } == ["Dee-1", "Dee-0"])
        let ownerless = try store.insert("Job", ["name": "Orphan"])
        #expect(try store.fetch(Query("Job", filter: .field("owner", .equal, nil))).map(\.id) == [ownerless.id])
        #expect(try names(.compare(.count("jobs"), .greaterOrEqual, 2)) == ["Ana", "Dee"])
        #expect(try names(.compare(.count("jobs"), .equal, 0)) == ["Cem"])
        #expect(try names(nil, sort: [SortKey(.count("jobs"), ascending: false)]) == ["Ana", "Dee", "Bo", "Cem"])
        #expect(try store.count(Query("Job", filter: .field("owner.city", .equal, "Lisbon"))) == 3)
    }

    @Test func sortKeysLimitAndOffset() throws {
        let byCity = [SortKey.ascending("city"), .descending("name")]
        #expect(try names(nil, sort: byCity) == ["Bo", "Cem", "Ana", "Dee"])
        let jobs = try store.fetch(Query("Job", sort: [.descending("priority"), .ascending("name")], limit: 3, offset: 1))
        #expect(jobs.compactMap { $0["name"].stringValue } == ["Ana-1", "Dee-1", "Ana-0"])
        #expect(try names(nil, limit: 2) == ["Ana", "Bo"])
        #expect(try names(nil, offset: 3) == ["Dee"])
        #expect(try store.count(Query("User", limit: 2)) == 2)
        #expect(try store.first(Query("User", sort: [.descending("joinDate")]))?["name"] == "Dee")
    }

    @Test func anInjectionAttemptIsJustAString() throws {
        let attack = "'); DROP TABLE ToDo; --"
        let stored = try store.insert("ToDo", ["name": .string(attack)])
        try store.insert("ToDo", ["name": "harmless"])
        let found = try store.fetch(Query("ToDo", filter: .field("name", .equal, .string(attack))))
        #expect(found.map(\.id) == [stored.id])
        #expect(try store.fetch(Query("ToDo", filter: .text("name", .contains, "DROP TABLE", caseSensitive: false))).count == 1)
        #expect(try store.count("ToDo") == 2)
        #expect(try store.find("ToDo", id: attack) == nil)
    }

    @Test func badQueriesSayWhatIsWrong() throws {
        #expect(message { _ = try store.fetch(Query("User", filter: .field("name", .less, 3))) }
                == "invalid query: name is String, it cannot be compared with Int")
        #expect(message { _ = try store.fetch(Query("User", filter: .field("jobs", .equal, 3))) }
                == "invalid query: User.jobs is a to-many relationship; compare its count instead")
        #expect(message { _ = try store.fetch(Query("User", filter: .field("nope", .equal, 3))) }
                == "model 'User' has no field 'nope'")
        #expect(message { _ = try store.fetch(Query("User", limit: -1)) }
                == "invalid query: limit and offset cannot be negative (limit -1, offset 0)")
    }

    @Test func theBenchQueryIsAnsweredByTheDeclaredIndex() throws {
        let query = Query("ToDo", filter: !.field("isDone", .equal, true), sort: [.ascending("name")], limit: 3)
        let plan = try store.queryPlan(for: query).joined(separator: "\n")
        #expect(plan.contains("wx_ToDo__isDone__name"))
        #expect(!plan.contains("TEMP B-TREE"))
        #expect(try store.sqlText(for: query).contains("WHERE t0.\"isDone\" = 0 ORDER BY t0.\"name\", t0.seq LIMIT 3 OFFSET 0"))
    }
}
