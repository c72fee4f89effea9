import Foundation
import Testing
import WidgetStore

/// NaN and infinities never reach SQLite, which would keep NaN as NULL in a non-optional field.
@Suite struct NonFiniteNumberTests {
    static let schema = Schema([ModelSchema("Reading", fields: [
        FieldSchema("value", .double),
        FieldSchema("spare", .double, optional: true),
        FieldSchema("series", .array(.double), default: .array([])),
    ])])

    @Test(arguments: Engine.allCases) func nanIsRefusedAndTheTransactionRollsBack(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Self.schema)
        let kept = try store.insert("Reading", ["value": 1.5])
        let error = storeError {
            try store.transaction {
                try store.insert("Reading", ["value": 2.5])
                try store.update("Reading", id: kept.id, ["value": .double(.nan)])
            }
        }
        #expect(error == .nonFiniteNumber(model: "Reading", field: "value", value: "nan"))
        #expect(error?.description.contains("Reading.value cannot hold nan: the store keeps finite numbers only") == true,
                "\(String(describing: error))")
        // Nothing of the transaction stayed: one record, its value unchanged.
        let reopened = try place.open(Self.schema)
        let records = try reopened.all("Reading")
        #expect(records.map(\.id) == [kept.id])
        #expect(records.first?["value"] == 1.5)
    }

    @Test(arguments: Engine.allCases) func infinitiesAndNaNInOptionalAndArrayFieldsAreRefused(_ engine: Engine) throws {
        let place = try StorePlace(engine)
        let store = try place.open(Self.schema)
        let infinite = message { try store.insert("Reading", ["value": .double(.infinity)]) }
        #expect(infinite?.contains("Reading.value cannot hold inf") == true, "\(String(describing: infinite))")
        let optional = message { try store.insert("Reading", ["value": 1, "spare": .double(-.nan)]) }
        #expect(optional?.contains("Reading.spare cannot hold nan") == true, "\(String(describing: optional))")
        let array = message { try store.insert("Reading", ["value": 1, "series": .array([1.0, .double(-.infinity)])]) }
        #expect(array?.contains("Reading.series cannot hold -inf") == true, "\(String(describing: array))")
        #expect(try store.count("Reading") == 0)
        // Finite extremes still round-trip.
        let record = try store.insert("Reading", ["value": .double(.greatestFiniteMagnitude), "spare": .double(-0.0)])
        #expect(try store.find("Reading", id: record.id)?["value"] == .double(.greatestFiniteMagnitude))
    }
}
