import Foundation

// `URLError(_:userInfo:)`: thrown and caught as the code's URLError.
func fetchFailing(_ code: URLError.Code) throws -> String {
    throw URLError(code, userInfo: [NSLocalizedDescriptionKey: "the request failed"])
}

func run() {
    for code in [URLError.Code.badURL, .timedOut] {
        do {
            _ = try fetchFailing(code)
        } catch let error as URLError {
            print(error.code == .badURL, error.code == .timedOut)
        } catch {
            print("other")
        }
    }
}
