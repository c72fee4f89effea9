struct Event { var source: String; var target: String }
func copy(from source: URL, to destination: URL) throws {
    let source = source.standardizedFileURL
    try FileManager.default.copyItem(at: source, to: destination)
}
enum Origin { case source, cache }
let origin: Origin = .source
