// widgetry-fetch: one HTTP GET for the runtime's `http` source, in its own process.
//
// The runtime does not link the networking stack (it costs every `widgetry`
// process ~15 ms to load); it runs this program when a widget actually
// fetches. Protocol:
//   stdin:  {"url": "...", "headers": {"Name": "value"}, "timeout": 10, "maxBytes": 8388608,
//            "method": "GET", "body": "<base64>"}   (method and body optional: GET, no body)
//   stdout: one JSON line — {"status": 200, "headers": {"Name": "value"}} or {"status": 302, "location": "..."}
//           or {"failure": "refused|timeout|host|offline|lost|tls|size|other", "message": "..."} —
//           then, after a status, the body's bytes.
// Redirects are not followed: the runtime vets each location against the
// widget's permissions and asks again.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Request: Decodable {
    var url: String
    var headers: [String: String]?
    var timeout: Double?
    var maxBytes: Int?
    var method: String?
    var body: String?
}

func emit(_ header: [String: Any], body: Data = Data()) -> Never {
    let line = (try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])) ?? Data("{}".utf8)
    FileHandle.standardOutput.write(line + Data("\n".utf8) + body)
    exit(0)
}

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let request = try? JSONDecoder().decode(Request.self, from: input), let url = URL(string: request.url) else {
    emit(["failure": "other", "message": "widgetry-fetch: the request is not valid JSON with a url"])
}
// The runtime refuses these before it asks; a request that has them anyway is not sent.
for (name, value) in request.headers ?? [:]
where name.lowercased() == "host" || (name + value).contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) {
    emit(["failure": "other", "message": "widgetry-fetch: the header '\(name)' is not allowed (Host, or a line break)"])
}
let timeout = request.timeout ?? 10
let maxBytes = request.maxBytes ?? 8 << 20
let exchange = Exchange(maxBytes: maxBytes)
var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
let method = (request.method ?? "GET").uppercased()
guard !method.isEmpty, method.allSatisfy({ $0.isASCII && $0.isLetter }) else {
    emit(["failure": "other", "message": "widgetry-fetch: the method '\(method)' is not an HTTP method"])
}
urlRequest.httpMethod = method
if let body = request.body { urlRequest.httpBody = Data(base64Encoded: body) }
urlRequest.setValue("widgetry/0.1", forHTTPHeaderField: "User-Agent")
urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
for (name, value) in request.headers ?? [:] { urlRequest.setValue(value, forHTTPHeaderField: name) }
let configuration = URLSessionConfiguration.ephemeral
configuration.timeoutIntervalForRequest = timeout
configuration.timeoutIntervalForResource = timeout
configuration.urlCache = nil
let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: nil)
let task = session.dataTask(with: urlRequest)
task.resume()
// The deadline covers connecting, waiting and reading; URLSession's own
// timeout only counts the time between packets.
if exchange.done.wait(timeout: .now() + timeout) == .timedOut {
    task.cancel()
    emit(["failure": "timeout", "message": "no answer within the timeout"])
}
exchange.finish()
