import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of the one exchange: collects the body up to the limit and
/// stops at redirects. URLSession calls it on its own queue; a lock guards it.
final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private let maxBytes: Int
    private var body = Data()
    private var status: Int?
    private var headers: [String: String] = [:]
    private var location: String?
    private var failure: Error?
    private var overLimit = false

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let tooLarge = response.expectedContentLength > Int64(maxBytes)
        lock.withLock {
            status = (response as? HTTPURLResponse)?.statusCode
            for (name, value) in (response as? HTTPURLResponse)?.allHeaderFields ?? [:] {
                if let name = name as? String { headers[name] = "\(value)" }
            }
            if tooLarge { overLimit = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel = lock.withLock { () -> Bool in
            guard !overLimit else { return false }
            body.append(data)
            if body.count > maxBytes { overLimit = true }
            return overLimit
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        lock.withLock {
            status = response.statusCode
            // The Location header as the server sent it: URLSession may have
            // rewritten it (a `file:` target into a path on the same host).
            location = response.value(forHTTPHeaderField: "Location") ?? request.url?.absoluteString
        }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.withLock { failure = error }
        done.signal()
    }

    /// Writes the outcome and exits.
    func finish() -> Never {
        let (status, location, body, failure, overLimit, headers) = lock.withLock {
            (self.status, self.location, self.body, self.failure, self.overLimit, self.headers)
        }
        if overLimit { emit(["failure": "size", "message": "larger than \(maxBytes) bytes"]) }
        if let location, let status { emit(["status": status, "location": location]) }
        if let failure, status == nil || (failure as NSError).code != NSURLErrorCancelled {
            let code = (failure as NSError).code
            let kind: String
            switch code {
            case NSURLErrorCannotConnectToHost: kind = "refused"
            case NSURLErrorTimedOut: kind = "timeout"
            case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: kind = "host"
            case NSURLErrorNotConnectedToInternet: kind = "offline"
            case NSURLErrorNetworkConnectionLost: kind = "lost"
            case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
                 NSURLErrorServerCertificateNotYetValid, NSURLErrorServerCertificateHasUnknownRoot: kind = "tls"
            default: kind = "other"
            }
            emit(["failure": kind, "message": failure.localizedDescription])
        }
        guard let status else { emit(["failure": "other", "message": "not an HTTP response"]) }
        emit(["status": status, "headers": headers], body: body)
    }
}
