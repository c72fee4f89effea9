// widgetry-store-probe: a second process for the store's tests.
//
//   widgetry-store-probe increment STORE ROUNDS   # +1 on every Counter, ROUNDS times, one transaction each
//   widgetry-store-probe insert STORE [COUNT]     # insert Items one transaction at a time, printing each id
//   widgetry-store-probe hold STORE               # keep the Item store open; stdin: "insert NAME" | "quit"
//   widgetry-store-probe version
//
// STORE is a file path or a postgresql:// URL (the PostgreSQL process tests).
//
// The schemas here must match the ones in Tests/WidgetStoreTests/ProcessTests.swift.
import Foundation
import WidgetStore

let counterSchema = Schema([ModelSchema("Counter", fields: [FieldSchema("value", .int, default: 0)])])
let itemSchema = Schema([ModelSchema("Item", fields: [FieldSchema("name", .string), FieldSchema("number", .int)])])

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widgetry-store-probe: \(message)\n".utf8))
    exit(1)
}

func increment(path: String, rounds: Int) throws {
    let store = try Store.open(path: path, schema: counterSchema)
    let ids = try store.all("Counter").map(\.id)
    for _ in 0..<rounds {
        for id in ids {
            try store.transaction {
                guard let counter = try store.find("Counter", id: id) else { return }
                let value = counter["value"].intValue ?? 0
                try store.update("Counter", id: id, ["value": .int(value + 1)])
            }
        }
    }
    print("incremented \(ids.count) counters \(rounds) times")
}

func insert(path: String, count: Int) throws {
    let store = try Store.open(path: path, schema: itemSchema)
    for number in 0..<count {
        let record = try store.transaction {
            try store.insert("Item", ["name": .string("item \(number)"), "number": .int(number)])
        }
        // Reported only after the commit returned, with one unbuffered write per line:
        // the test checks that every reported id survives a SIGKILL.
        FileHandle.standardOutput.write(Data((record.id + "\n").utf8))
    }
}

/// Keeps the store open and inserts an Item per `insert NAME` line, answering each
/// with `NAME ID REOPENS` once committed; `ready` when open.
func hold(path: String) throws {
    let store = try Store.open(path: path, schema: itemSchema)
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    while let line = readLine() {
        let words = line.split(separator: " ").map(String.init)
        guard words.first == "insert", words.count == 2 else { break }
        let record = try store.transaction { try store.insert("Item", ["name": .string(words[1]), "number": 0]) }
        FileHandle.standardOutput.write(Data("\(words[1]) \(record.id) \(store.reopenCount)\n".utf8))
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "increment" where arguments.count == 3:
        try increment(path: arguments[1], rounds: Int(arguments[2]) ?? 0)
    case "insert" where arguments.count >= 2:
        try insert(path: arguments[1], count: arguments.count > 2 ? Int(arguments[2]) ?? Int.max : Int.max)
    case "hold" where arguments.count == 2:
        try hold(path: arguments[1])
    case "version":
        print(WidgetStoreInfo.sqliteVersion)
    default:
        fail("usage: widgetry-store-probe increment STORE ROUNDS | insert STORE [COUNT] | hold STORE | version")
    }
} catch {
    fail("\(error)")
}
