struct Article: Codable, Identifiable, Hashable {
    let id: UUID
    var title: String
    var publishedAt: Date?
    var tags: [String] = []
    enum CodingKeys: String, CodingKey {
        case id, title
        case publishedAt = "published_at"
        case tags
    }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
        publishedAt = try c.decodeIfPresent(Date.self, forKey: .publishedAt)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}
