import Foundation

func run() {
    let cache = NSCache<NSURL, NSString>()
    print(cache.countLimit, cache.totalCostLimit, cache.name.isEmpty)
    cache.countLimit = 10
    cache.totalCostLimit = 1_000
    cache.name = "images"
    print(cache.countLimit, cache.totalCostLimit, cache.name)
    if let url = NSURL(string: "https://example.com/a.png") {
        cache.setObject("a.png", forKey: url, cost: 10)
    }
    let same = NSURL(string: "https://example.com/a.png")
    let other = NSURL(fileURLWithPath: "/tmp/b.png")
    cache.setObject("b.png", forKey: other)
    if let same {
        print(cache.object(forKey: same) ?? "none")
        print((same as URL).host ?? "no host", same.absoluteString ?? "")
    }
    print(cache.object(forKey: other) ?? "none", other.absoluteString ?? "")
    print(cache.object(forKey: NSURL(fileURLWithPath: "/tmp/c.png")) ?? "none")
    let shared = cache
    shared.removeObject(forKey: other)
    print(cache.object(forKey: other) ?? "none")
}
