import WidgetKit
import Foundation

struct Repo: Decodable, Sendable {
    let name: String
    let stargazersCount: Int
    let updatedAt: Date
}

struct RepoEntry: TimelineEntry {
    let date: Date
    let repo: Repo?
    let error: String?
}

struct RepoProvider: TimelineProvider {
    func placeholder(in context: Context) -> RepoEntry { RepoEntry(date: .now, repo: nil, error: nil) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (RepoEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<RepoEntry>) -> Void) {
        Task {
            let entry: RepoEntry
            do {
                entry = RepoEntry(date: .now, repo: try await fetch(), error: nil)
            } catch {
                entry = RepoEntry(date: .now, repo: nil, error: error.localizedDescription)
            }
            let refresh = Date.now.addingTimeInterval(15 * 60)
            completion(Timeline(entries: [entry], policy: .after(refresh)))
        }
    }

    private func fetch() async throws -> Repo {
        var request = URLRequest(url: URL(string: "https://api.github.com/repos/apple/swift")!)
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 10
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Repo.self, from: data)
    }
}
