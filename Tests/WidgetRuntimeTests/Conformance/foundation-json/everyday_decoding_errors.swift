import Foundation
struct EverydayItem: Codable, Equatable { let id: Int; let title: String; let tags: [String]?; let price: Decimal }
enum EverydayLoadError: Error, LocalizedError { case missing(String); var errorDescription: String? { if case .missing(let k) = self { return "missing \(k)" }; return nil } }
func everydayLoad(_ json: String) throws -> [EverydayItem] {
    guard let data = json.data(using: .utf8) else { throw EverydayLoadError.missing("data") }
    return try JSONDecoder().decode([EverydayItem].self, from: data)
}
func run() {
    let json = #"[{"id": 1, "title": "Tea", "price": 3.5}, {"id": 2, "title": "Cake", "tags": ["sweet"], "price": 4.25}]"#
    do {
        let items = try everydayLoad(json)
        print(items.map(\.title), items.compactMap(\.tags).flatMap { $0 }, items.map(\.price).reduce(0, +))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(data: try encoder.encode(items[0]), encoding: .utf8)!)
        _ = try everydayLoad("[{\"id\": \"x\"}]")
    } catch let error as DecodingError {
        switch error {
        case .typeMismatch(let type, let context): print("type", type, context.codingPath.map(\.stringValue))
        case .keyNotFound(let key, _): print("key", key.stringValue)
        default: print("other decoding")
        }
    } catch {
        print(error.localizedDescription)
    }
    do { throw EverydayLoadError.missing("file") } catch { print(error.localizedDescription) }
    let result: Result<Int, EverydayLoadError> = .failure(.missing("r"))
    if case .failure(let e) = result { print(e.errorDescription ?? "") }
}
