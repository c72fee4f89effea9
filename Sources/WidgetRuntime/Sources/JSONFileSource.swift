import Foundation
import WidgetSources

/// `json("data/users.json", decode: [User])`: a file, relative to the widget
/// file. The path is read here; `JSONFileFetch` reads the file.
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
        [JSONFileFetch.access(try path(request), in: context)]
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        try JSONFileFetch.read(try path(request), in: context)
    }
}
