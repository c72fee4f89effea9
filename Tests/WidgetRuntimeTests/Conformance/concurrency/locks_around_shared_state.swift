import Foundation

final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: Int] = [:]
    private(set) var hits = 0

    func size(of name: String, load: () -> Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let known = images[name] { hits += 1; return known }
        let loaded = load()
        images[name] = loaded
        return loaded
    }

    var count: Int { lock.withLock { images.count } }
}

func run() {
    let cache = ImageCache()
    var loads = 0
    for name in ["sun", "rain", "sun", "sun", "snow"] {
        let size = cache.size(of: name) { loads += 1; return name.count * 10 }
        print(name, size)
    }
    print(cache.count, cache.hits, loads)
    let recursive = NSRecursiveLock()
    recursive.lock(); recursive.lock()
    print(recursive.try())
    recursive.unlock(); recursive.unlock()
}
