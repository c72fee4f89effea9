import Foundation

/// `json("data/users.json", decode: [User])`: a file, relative to the widget file.
struct JSONFileSource: DataSource {
    let kind = "json"
    let signature = "_ decode? keys? dates? maxBytes?"

    func path(_ request: SourceRequest) throws(SourceFailure) -> String {
        guard case .string(let path)? = request.positional(0), !path.isEmpty else {
            throw SourceFailure("json takes a file path, as in json(\"data/users.json\")")
        }
        return path
    }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] {
        [.read(path: FilePaths.resolve(try path(request), relativeTo: context.folder.path))]
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let written = try path(request)
        // Opened once, checked by the real path of what was opened, read from that descriptor.
        let data = try ConfinedFile.contents(written, base: context.folder.path, maxBytes: context.maxBytes, permits: context.permits)
        return SourcePayload(bytes: data, origin: written)
    }
}
