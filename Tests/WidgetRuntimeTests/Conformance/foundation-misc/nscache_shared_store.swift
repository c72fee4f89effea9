import Foundation

final class CacheThumbnails {
    private let cache = NSCache<NSString, NSString>()

    func store(_ text: String, for key: String) {
        cache.setObject(text as NSString, forKey: key as NSString)
    }

    func lookup(_ key: String) -> String? {
        cache.object(forKey: key as NSString) as String?
    }

    func forget(_ key: String) {
        cache.removeObject(forKey: NSString(string: key))
    }

    func clear() {
        cache.removeAllObjects()
    }
}

func run() {
    let thumbnails = CacheThumbnails()
    print(thumbnails.lookup("a") ?? "missing")
    thumbnails.store("first", for: "a")
    thumbnails.store("second", for: "b")
    print(thumbnails.lookup("a") ?? "missing", thumbnails.lookup("b") ?? "missing")
    thumbnails.store("replaced", for: "a")
    print(thumbnails.lookup("a") ?? "missing")
    thumbnails.forget("a")
    print(thumbnails.lookup("a") ?? "missing", thumbnails.lookup("b") ?? "missing")
    thumbnails.clear()
    print(thumbnails.lookup("b") ?? "missing")
}
