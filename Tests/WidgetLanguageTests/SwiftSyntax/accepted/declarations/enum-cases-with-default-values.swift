enum Request {
    case get(path: String, query: [String: String] = [:])
    case post(path: String, body: Data? = nil, headers: [String: String] = ["Content-Type": "application/json"])
}
