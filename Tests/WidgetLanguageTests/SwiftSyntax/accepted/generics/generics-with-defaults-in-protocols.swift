protocol Endpoint {
    associatedtype Response: Decodable = EmptyResponse
    var path: String { get }
}
struct EmptyResponse: Decodable {}
struct Ping: Endpoint { var path: String { "/ping" } }
struct Users: Endpoint { typealias Response = [String]; var path: String { "/users" } }
