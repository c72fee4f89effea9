import Foundation
struct EverydayRecord: Codable, Equatable { var name: String; var date: Date; var tags: [String]? ; var score: Double }
func run() {
    let dec = JSONDecoder(); dec.dateDecodingStrategy = .iso8601
    let json = #"[{"name":"a","date":"2024-01-02T03:04:05Z","score":1.5},{"name":"b","date":"2024-02-02T00:00:00Z","tags":["x"],"score":2}]"#
    let items = try! dec.decode([EverydayRecord].self, from: Data(json.utf8))
    print(items.count, items[1].tags ?? [], items[0].tags == nil, items.map(\.score))
    let enc = JSONEncoder(); enc.dateEncodingStrategy = .secondsSince1970; enc.outputFormatting = [.sortedKeys, .prettyPrinted]
    print(String(data: try! enc.encode(items[0]), encoding: .utf8)!)
    let any = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
    print(any.first?["name"] as? String ?? "", (any.last?["tags"] as? [String])?.first ?? "")
    struct EverydaySnake: Decodable { let firstName: String; let isOn: Bool }
    let d2 = JSONDecoder(); d2.keyDecodingStrategy = .convertFromSnakeCase
    let sn = try! d2.decode(EverydaySnake.self, from: Data(#"{"first_name":"Z","is_on":true}"#.utf8))
    print(sn.firstName, sn.isOn)
    do { _ = try JSONDecoder().decode(EverydayRecord.self, from: Data("{}".utf8)) } catch { print(type(of: error), "\(error)".prefix(40)) }
    let url = URL(string: "https://example.com/a/b?x=1&y=two")!
    print(url.host ?? "", url.path, url.lastPathComponent, url.query ?? "")
    var comps = URLComponents(url: url, resolvingAgainstBaseURL: false)!
    comps.queryItems?.append(URLQueryItem(name: "z", value: "3 4"))
    print(comps.url!.absoluteString, comps.queryItems?.first { $0.name == "y" }?.value ?? "")
    print(url.appendingPathComponent("c").absoluteString, URL(fileURLWithPath: "/tmp/x.txt").pathExtension)
}
