import Foundation

enum ReadingError: Error {
    case notAuthorized(String)
}

func loadSteps(authorized: Bool) async throws -> Int {
    guard authorized else { throw ReadingError.notAuthorized("Health") }
    return 6_512
}

func loadMeetings() async -> Int { 4 }

func dashboardLine(authorized: Bool) async -> String {
    async let steps = loadSteps(authorized: authorized)
    async let meetings = loadMeetings()
    var parts = ["meetings \(await meetings)"]
    do {
        parts.append("steps \(try await steps)")
    } catch ReadingError.notAuthorized(let source) {
        parts.append("enable \(source)")
    } catch {
        parts.append("unavailable")
    }
    return parts.joined(separator: ", ")
}

func run() {
    let done = DispatchSemaphore(value: 0)
    Task {
        print(await dashboardLine(authorized: true))
        print(await dashboardLine(authorized: false))
        done.signal()
    }
    done.wait()
}
