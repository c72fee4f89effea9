enum LoadError: Error { case missing(name: String), corrupt(Int), timeout }
func load(_ name: String) throws -> Data { Data() }
func attempts() -> String {
    do {
        _ = try load("a")
    } catch LoadError.missing(let name) {
        return "missing \(name)"
    } catch LoadError.corrupt(let code) where code > 10 {
        return "badly corrupt"
    } catch let error as LoadError {
        return "load error \(error)"
    } catch is CancellationError {
        return "cancelled"
    } catch let error as NSError where error.code == 4 {
        return "ns"
    } catch {
        return "other \(error)"
    }
    return "ok"
}
