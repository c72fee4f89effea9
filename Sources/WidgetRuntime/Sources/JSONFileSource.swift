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
        let full = FilePaths.resolve(written, relativeTo: context.folder.path)
        var info = stat()
        guard stat(full, &info) == 0 else { throw SourceFailure("no such file: \(written)", detail: "looked for \(full)") }
        // Only regular files: a FIFO or a device could block or never end.
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw SourceFailure("\(written) is not a regular file") }
        guard Int(info.st_size) <= context.maxBytes else {
            throw SourceFailure("\(written) is larger than the limit of \(context.maxBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: full) else { throw SourceFailure("cannot read \(written)") }
        return SourcePayload(bytes: data, origin: written)
    }
}
