import Foundation

/// Converts between the store's values and SQLite's, checking them against the column's type.
enum ValueCoding {
    static func encode(_ value: StoreValue, for column: Column, model: String) throws -> SQLValue {
        if value == .null {
            if column.isOptional { return .null }
            throw StoreError.missingValue(model: model, field: column.name)
        }
        switch column.kind {
        case .toOne(let relationship):
            guard let id = value.stringValue else {
                throw StoreError.typeMismatch(model: model, field: column.name,
                                              expected: "the id of a \(relationship.target)", got: value.kindName)
            }
            return .text(id)
        case .field(let field):
            if let number = nonFinite(value) {
                throw StoreError.nonFiniteNumber(model: model, field: column.name, value: number.isNaN ? "nan" : "\(number)")
            }
            guard let encoded = scalar(value, as: field.type) else {
                throw StoreError.typeMismatch(model: model, field: column.name,
                                              expected: field.type.description, got: describe(value))
            }
            return encoded
        }
    }

    /// The first NaN or infinity in a value (or its elements). SQLite stores NaN as
    /// NULL, which would put nil into a non-optional field, so the store refuses
    /// every number that is not finite (infinities too, for one rule everywhere).
    static func nonFinite(_ value: StoreValue) -> Double? {
        switch value {
        case .double(let number): number.isFinite ? nil : number
        case .date(let date): date.timeIntervalSince1970.isFinite ? nil : date.timeIntervalSince1970
        case .array(let items): items.lazy.compactMap(nonFinite).first
        default: nil
        }
    }

    /// A scalar (or array) value as SQLite stores it, or nil if it does not fit `type`.
    static func scalar(_ value: StoreValue, as type: FieldType) -> SQLValue? {
        switch (type, value) {
        case (.bool, .bool(let flag)): return .integer(flag ? 1 : 0)
        case (.int, .int(let number)): return .integer(Int64(number))
        case (.double, .double(let number)): return .real(number)
        case (.double, .int(let number)): return .real(Double(number))
        case (.string, .string(let text)), (.id, .string(let text)), (.composite, .string(let text)), (.data, .string(let text)): return .text(text)
        case (.date, .date(let date)): return .real(date.timeIntervalSince1970)
        case (.enumeration(_, let raw, let cases), _):
            if !cases.isEmpty && !cases.contains(value) { return nil }
            return scalar(value, as: raw)
        case (.array(let element), .array(let elements)):
            var encoded: [SQLValue] = []
            for item in elements {
                guard let one = scalar(item, as: element) else { return nil }
                encoded.append(one)
            }
            return .text(ArrayCoding.json(encoded))
        default: return nil
        }
    }

    static func decode(_ statement: any StoreRow, _ index: Int, _ column: Column) -> StoreValue {
        if statement.isNull(index) { return .null }
        switch column.kind {
        case .toOne: return .string(statement.text(index))
        case .field(let field): return decode(statement.value(index), as: field.type)
        }
    }

    static func decode(_ value: SQLValue, as type: FieldType) -> StoreValue {
        switch (type, value) {
        case (_, .null): return .null
        case (.bool, .integer(let number)): return .bool(number != 0)
        case (.int, .integer(let number)): return .int(Int(number))
        case (.int, .real(let number)): return .int(Int(number))
        case (.double, .real(let number)), (.date, .real(let number)):
            return type == .date ? .date(Date(timeIntervalSince1970: number)) : .double(number)
        case (.double, .integer(let number)): return .double(Double(number))
        case (.date, .integer(let number)): return .date(Date(timeIntervalSince1970: Double(number)))
        case (.string, .text(let text)), (.id, .text(let text)), (.composite, .text(let text)), (.data, .text(let text)): return .string(text)
        case (.enumeration(_, let raw, _), _): return decode(value, as: raw)
        case (.array(let element), .text(let json)):
            return .array(ArrayCoding.values(json).map { decode($0, as: element) })
        case (_, .integer(let number)): return .int(Int(number))
        case (_, .real(let number)): return .double(number)
        case (_, .text(let text)): return .string(text)
        }
    }

    static func describe(_ value: StoreValue) -> String {
        if case .string(let text) = value { return "String \(String(reflecting: text))" }
        return value.kindName
    }
}

/// Arrays of scalars are stored as a JSON array of numbers, strings and nulls.
enum ArrayCoding {
    static func json(_ values: [SQLValue]) -> String {
        "[" + values.map(element).joined(separator: ",") + "]"
    }

    private static func element(_ value: SQLValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let number): String(number)
        case .real(let number): number.isFinite ? "\(number)" : "null"
        case .text(let text): quoted(text)
        }
    }

    private static func quoted(_ text: String) -> String {
        guard let data = try? JSONEncoder().encode(text), let json = String(data: data, encoding: .utf8) else {
            return "\"\""
        }
        return json
    }

    /// The elements of a stored array; malformed text (edited outside the store) reads as empty.
    static func values(_ json: String) -> [SQLValue] {
        guard let data = json.data(using: .utf8),
              let items = try? JSONDecoder().decode([JSONScalar].self, from: data) else { return [] }
        return items.map(\.value)
    }

    private struct JSONScalar: Decodable {
        let value: SQLValue
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { value = .null }
            else if let number = try? container.decode(Int64.self) { value = .integer(number) }
            else if let number = try? container.decode(Double.self) { value = .real(number) }
            else { value = .text(try container.decode(String.self)) }
        }
    }
}
