import Foundation
struct Page<Item: Decodable>: Decodable { var items: [Item]; var next: String? }
struct Story: Decodable { var title: String }
func decodePages(_ data: Data) throws -> [Story] {
    let page = try JSONDecoder().decode(Page<Story>.self, from: data)
    let empty = Page<Story>(items: [], next: nil)
    let decoderType = Page<Story>.self
    return page.items + empty.items + (decoderType == Page<Story>.self ? [] : [])
}
