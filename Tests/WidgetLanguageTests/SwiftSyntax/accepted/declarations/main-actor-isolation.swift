@MainActor
final class ViewModel {
    var items: [String] = []
    nonisolated let id = UUID()
    nonisolated init() {}
    func reload() async {
        items = await Self.fetch()
    }
    nonisolated static func fetch() async -> [String] { [] }
    @concurrent nonisolated func heavy() async -> Int { 1 }
}
@MainActor var globalState = 0
nonisolated(unsafe) var unsafeGlobal = 0
