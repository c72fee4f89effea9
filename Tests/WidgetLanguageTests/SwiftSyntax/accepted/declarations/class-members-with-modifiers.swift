// `class` as a member's modifier, before or after the others.
import Foundation

class Loader: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    class override func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    class final var shared: Int { 1 }
    public class func make() -> Loader { Loader() }
}

final class Child: Loader {
    class override var description: String { "child" }
}
