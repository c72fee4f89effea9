import Foundation
import WidgetStore

extension LiveHost {
    /// With `--store postgresql://…`, wakes the loop as soon as another process (on any
    /// machine) commits to the store, through PostgreSQL's LISTEN/NOTIFY, instead of
    /// waiting for the store poll: the same as a change event on a SQLite store's files.
    func startStoreListener() -> StoreChangeListener? {
        guard let store = configuration.storeOverride, PostgresLocation.isServerURL(store),
              let location = try? PostgresLocation(store: store) else { return nil }
        let mailbox = self.mailbox
        let path = location.redacted  // what the sessions report as their store's path
        return StoreChangeListener(location: location) { mailbox.post(.filesChanged([path])) }
    }
}
