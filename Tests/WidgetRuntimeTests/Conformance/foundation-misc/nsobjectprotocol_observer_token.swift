import Foundation
final class NsoWatcher {
    private var token: NSObjectProtocol?
    var seen = 0
    func start() {
        token = NotificationCenter.default.addObserver(forName: Notification.Name("nso.ping"), object: nil, queue: nil) { [weak self] _ in
            self?.seen += 1
        }
    }
    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}
func run() {
    let watcher = NsoWatcher()
    watcher.start()
    NotificationCenter.default.post(name: Notification.Name("nso.ping"), object: nil)
    watcher.stop()
    NotificationCenter.default.post(name: Notification.Name("nso.ping"), object: nil)
    print(watcher.seen)
}
