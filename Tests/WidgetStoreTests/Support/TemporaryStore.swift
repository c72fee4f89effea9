import Foundation
import WidgetStore

/// A fresh directory under the system's temporary directory, removed when dropped.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetry-store-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path for a store file inside the directory.
    func path(_ name: String = "store.sqlite") -> String { url.appendingPathComponent(name).path }
}

/// The message a thrown error shows, for tests that check wording.
func message(of body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}

/// The error a body throws, as a `StoreError`.
func storeError(_ body: () throws -> Void) -> StoreError? {
    do {
        try body()
        return nil
    } catch let error as StoreError {
        return error
    } catch {
        return nil
    }
}
