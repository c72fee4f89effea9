import Foundation

struct UrlSite: Decodable {
    let name: String
    let website: URL?
    let links: [URL]
    enum CodingKeys: String, CodingKey { case name, website, links }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        website = try? container.decodeIfPresent(URL.self, forKey: .website)
        links = try container.decode([URL].self, forKey: .links)
    }
}

func run() {
    let data = Data(#"{"name": "a", "website": "https://x.org/p", "links": ["https://y.org", "https://z.org/q"]}"#.utf8)
    let site = try? JSONDecoder().decode(UrlSite.self, from: data)
    print(site?.name ?? "-", site?.website?.host ?? "-", site?.links.count ?? 0, site?.links.last?.path ?? "-")
    let ids = try? JSONDecoder().decode([UUID].self, from: Data(#"["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]"#.utf8))
    print(ids?.first?.uuidString ?? "-", URL.self, UUID.self)
}
