enum HTTPError: Error { case status(Int, body: String), offline }
func handle(_ body: () throws -> Void) -> String {
    do { try body(); return "ok" }
    catch HTTPError.status(404, _) { return "not found" }
    catch HTTPError.status(let code, body: let text) where code >= 500 { return "server \(text)" }
    catch let HTTPError.status(code, _) { return "\(code)" }
    catch HTTPError.offline { return "offline" }
    catch let e as DecodingError { return "\(e)" }
    catch { return "\(error)" }
}
