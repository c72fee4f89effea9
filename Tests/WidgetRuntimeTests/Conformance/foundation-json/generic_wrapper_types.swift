import Foundation
struct GenPage<T: Codable>: Codable { let data: T; let next: String? }
struct GenItem: Codable { let id: Int }
extension GenPage<[GenItem]> {
    func firstID() -> Int? { data.first?.id }
}
func run() {
    let json = Data(#"{"data": [{"id": 4}, {"id": 5}], "next": "p2"}"#.utf8)
    let page = try? JSONDecoder().decode(GenPage<[GenItem]>.self, from: json)
    print(page?.data.count ?? -1, page?.next ?? "-", page?.firstID() ?? -1)
    let one = try? JSONDecoder().decode(GenPage<GenItem>.self, from: Data(#"{"data": {"id": 9}, "next": null}"#.utf8))
    print(one?.data.id ?? -1)
}
