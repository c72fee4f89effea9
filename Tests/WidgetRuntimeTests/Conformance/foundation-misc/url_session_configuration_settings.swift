import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

func run() {
    let config = URLSessionConfiguration.default
    print(config.httpShouldSetCookies, config.httpMaximumConnectionsPerHost, config.timeoutIntervalForRequest)
    config.httpShouldSetCookies = false
    config.httpCookieAcceptPolicy = .never
    config.httpMaximumConnectionsPerHost = 2
    config.httpCookieStorage = nil
    config.urlCache = nil
    config.timeoutIntervalForRequest = 15
    print(config.httpShouldSetCookies, config.httpMaximumConnectionsPerHost, config.httpCookieAcceptPolicy == .never)
    print(config.urlCache == nil, config.timeoutIntervalForRequest)
}
