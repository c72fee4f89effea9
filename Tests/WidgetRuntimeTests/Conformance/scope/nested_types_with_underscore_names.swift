import Foundation

enum UnderscoreKMB {}
enum UnderscoreNLB {}
class UnderscoreLoaderBase { func source() -> String { "base" } }

extension UnderscoreKMB {
    class Loader: UnderscoreLoaderBase {
        func decode() throws -> [String] {
            let data = try JSONEncoder().encode([_ETA(id: 1), _ETA(id: 2)])
            let items = try JSONDecoder().decode([_ETA].self, from: data)
            return items.map { "\(source()) \($0.id)" }
        }
    }
}

extension UnderscoreKMB {
    struct _ETA: Codable { var id: Int }
}

extension UnderscoreNLB {
    struct _ETA: Codable { var id: String }
    static func make() -> _ETA { _ETA(id: "n") }
}

func run() {
    print((try? UnderscoreKMB.Loader().decode()) ?? [])
    print(UnderscoreNLB.make().id)
}
