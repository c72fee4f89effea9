import Foundation
import WidgetStore
import WidgetTestSupport

/// The two engines every store test runs on (`@Test(arguments: Engine.allCases)`).
enum Engine: String, CaseIterable, CustomStringConvertible, Sendable {
    case sqlite, postgres
    var description: String { rawValue }
}

/// Where one test keeps its stores: a temporary folder (SQLite) or schemas of their
/// own on the shared private PostgreSQL server, so tests run in parallel.
final class StorePlace {
    let engine: Engine
    let directory: TemporaryDirectory
    private let prefix = "t_" + UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: "")

    init(_ engine: Engine) throws {
        self.engine = engine
        directory = try TemporaryDirectory()
        if engine == .postgres { _ = try PostgresServer.shared() }
    }

    /// The store argument (`--store`) for the store called `name`.
    func location(_ name: String = "store") throws -> String {
        switch engine {
        case .sqlite: return directory.path(name + ".sqlite")
        case .postgres: return try PostgresServer.shared().storeURL(schema: prefix + "_" + name)
        }
    }

    func open(_ schema: Schema, _ name: String = "store") throws -> Store {
        try Store.open(path: location(name), schema: schema)
    }
}

/// Waits (up to `seconds`) for `condition`; PostgreSQL delivers notifications asynchronously.
func eventually(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        usleep(2_000)
    }
    return try condition()
}
