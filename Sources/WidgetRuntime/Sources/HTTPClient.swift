import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP GET, synchronously, as the interpreter needs it: a deadline for
/// the whole exchange (not only between packets), a limit on the body's
/// size, and redirects only to hosts the widget may reach.
struct HTTPClient {
    struct Response {
        var status: Int
        var body: Data
    }

    var timeout: Double
    var maxBytes: Int
    /// Asked before following a redirect: nil to follow, else why not.
    var permits: @Sendable (URL) -> String?

    func get(_ url: URL, headers: [String: String]) throws(SourceFailure) -> Response {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue("widgetry/0.1", forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        let exchange = HTTPExchange(maxBytes: maxBytes, permits: permits)
        let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        task.resume()
        // The deadline covers connecting, waiting and reading; URLSession's own
        // timeout only counts the time between packets.
        if exchange.done.wait(timeout: .now() + timeout) == .timedOut {
            task.cancel()
            throw SourceFailure("timed out after \(HTTPClient.seconds(timeout)) waiting for \(url.absoluteString)")
        }
        return try exchange.result(for: url, timeout: timeout)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// `404 Not Found`.
    static func statusText(_ status: Int) -> String {
        let reasons = [
            301: "Moved Permanently", 302: "Found", 304: "Not Modified", 400: "Bad Request", 401: "Unauthorized",
            403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 410: "Gone",
            418: "I'm a Teapot", 429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return reasons[status].map { "\(status) \($0)" } ?? "\(status)"
    }
}

/// The delegate of one exchange: collects the body up to the limit and
/// vets redirects. Its state is guarded by a lock (URLSession calls it on
/// its own queue while the interpreter waits).
private final class HTTPExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private let maxBytes: Int
    private let permits: @Sendable (URL) -> String?
    private var body = Data()
    private var status: Int?
    private var failure: Error?
    private var refusal: String?
    private var overLimit = false

    init(maxBytes: Int, permits: @escaping @Sendable (URL) -> String?) {
        self.maxBytes = maxBytes
        self.permits = permits
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let tooLarge = response.expectedContentLength > Int64(maxBytes)
        lock.withLock {
            status = http?.statusCode
            if tooLarge { overLimit = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel = lock.withLock { () -> Bool in
            guard !overLimit else { return false }
            body.append(data)
            if body.count > maxBytes {
                overLimit = true
                return true
            }
            return false
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        if let url = request.url, let refused = permits(url) {
            lock.withLock { refusal = "redirected to \(url.absoluteString), but \(refused)" }
            completionHandler(nil)
            task.cancel()
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.withLock { failure = error }
        done.signal()
    }

    func result(for url: URL, timeout: Double) throws(SourceFailure) -> HTTPClient.Response {
        let (status, body, failure, refusal, overLimit) = lock.withLock { (self.status, self.body, self.failure, self.refusal, self.overLimit) }
        let address = url.absoluteString
        if let refusal { throw SourceFailure(refusal) }
        if overLimit { throw SourceFailure("the response from \(address) is larger than the limit of \(maxBytes) bytes") }
        if let failure {
            let code = (failure as NSError).code
            let place = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? address
            switch code {
            case NSURLErrorCannotConnectToHost: throw SourceFailure("connection refused by \(place)", detail: "nothing is listening there")
            case NSURLErrorTimedOut: throw SourceFailure("timed out after \(HTTPClient.seconds(timeout)) waiting for \(address)")
            case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: throw SourceFailure("cannot find the host \(url.host ?? address)")
            case NSURLErrorNotConnectedToInternet: throw SourceFailure("not connected to the internet (fetching \(address))")
            case NSURLErrorNetworkConnectionLost: throw SourceFailure("the connection to \(place) was lost")
            case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
                 NSURLErrorServerCertificateNotYetValid, NSURLErrorServerCertificateHasUnknownRoot:
                throw SourceFailure("a secure connection to \(place) failed")
            default:
                throw SourceFailure("fetching \(address) failed: \(TerminalText.sanitize(failure.localizedDescription))")
            }
        }
        guard let status else { throw SourceFailure("invalid server response from \(address): not HTTP") }
        guard (200..<300).contains(status) else {
            throw SourceFailure("HTTP \(HTTPClient.statusText(status)) from \(address)")
        }
        return HTTPClient.Response(status: status, body: body)
    }
}
