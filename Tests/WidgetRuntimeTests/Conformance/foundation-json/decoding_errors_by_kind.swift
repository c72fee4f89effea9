import Foundation
struct KindConfig: Codable {
    enum Layout: String, Codable { case compact, expanded }
    var version: Int
    var layout: Layout
    var name: String?
}
func describeDecoding(_ json: String) {
    do {
        let c = try JSONDecoder().decode(KindConfig.self, from: Data(json.utf8))
        print("ok", c.version, c.layout, c.name ?? "-")
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted at:", context.codingPath.map(\.stringValue))
    } catch DecodingError.keyNotFound(let key, let context) {
        print("missing:", key.stringValue, context.codingPath.map(\.stringValue))
    } catch DecodingError.typeMismatch(_, let context) {
        print("mismatch at:", context.codingPath.map(\.stringValue))
    } catch DecodingError.valueNotFound(_, let context) {
        print("null at:", context.codingPath.map(\.stringValue))
    } catch {
        print("other")
    }
}
func run() {
    describeDecoding(#"{"version":1,"layout":"compact"}"#)
    describeDecoding(#"{"version":1,"layout":"wide"}"#)
    describeDecoding(#"{"layout":"compact"}"#)
    describeDecoding(#"{"version":"one","layout":"compact"}"#)
    describeDecoding(#"{"version":null,"layout":"compact"}"#)
    describeDecoding(#"{"version":1,"layout":"compact","name":5}"#)
    describeDecoding(#"{"version":1,"#)
}
