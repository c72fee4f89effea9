import LanguageServer
import WidgetRuntime
@testable import WidgetLanguageService

/// One widget file analysed in this process, as the server analyses an open
/// document, and places in it found by their text: `"Text(\"Hi\")"` with
/// `at: "Text"` is the offset of that `Text`, plus `offset`.
struct InProcessModule {
    let text: String
    let analysis: ModuleAnalysis

    init(_ text: String, path: String = "/tmp/in-process/test.widget") {
        self.text = text
        analysis = ModuleAnalysis(module: .single(path), documents: [TextDocument(uri: FileURI.uri(path), version: 1, text: text)],
                                  registry: .standard)
    }

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The byte offset of `needle` within the `occurrence`-th (from 1) place `context` appears, plus `offset`.
    func offset(of needle: String, in context: String? = nil, occurrence: Int = 1, offset: Int = 0) throws -> Int {
        let bytes = Array(text.utf8), around = Array((context ?? needle).utf8), inner = Array(needle.utf8)
        var found = 0
        var index = 0
        while index + around.count <= bytes.count {
            if Array(bytes[index..<index + around.count]) == around {
                found += 1
                if found == occurrence {
                    var at = 0
                    while at + inner.count <= around.count, Array(around[at..<at + inner.count]) != inner { at += 1 }
                    guard at + inner.count <= around.count else { break }
                    return index + at + offset
                }
            }
            index += 1
        }
        throw Missing(description: "no '\(needle)' in occurrence \(occurrence) of '\(context ?? needle)'")
    }

    func hover(_ needle: String, in context: String? = nil, occurrence: Int = 1, offset: Int = 1) throws -> String {
        let at = try self.offset(of: needle, in: context, occurrence: occurrence, offset: offset)
        return analysis.hover(at: at, registry: .standard)?.markdown ?? ""
    }

    /// Where the name at a place is declared: the byte offset of the declaring name.
    func definition(_ needle: String, in context: String? = nil, occurrence: Int = 1, offset: Int = 1) throws -> Int? {
        let at = try self.offset(of: needle, in: context, occurrence: occurrence, offset: offset)
        return analysis.definition(at: at)?.range.start.offset
    }

    /// The byte offsets of every place that names what the name at a place refers to.
    func references(_ needle: String, in context: String? = nil, occurrence: Int = 1, offset: Int = 1) throws -> [Int] {
        let at = try self.offset(of: needle, in: context, occurrence: occurrence, offset: offset)
        return analysis.references(at: at, includeDeclaration: true).map(\.start.offset)
    }
}

extension InProcessModule {
    /// The labels of the completion at a place, best ranked first (the server's order).
    func completionLabels(_ needle: String, in context: String? = nil, occurrence: Int = 1, offset: Int = 0) throws -> [String] {
        let at = try self.offset(of: needle, in: context, occurrence: occurrence, offset: offset)
        let document = analysis.documents[0]
        let service = WidgetLanguageService { _ in analysis.module }
        let list = service.completion(analysis.module, analysis.documents, OpenDocuments(), file: 0, at: document.position(ofOffset: at))
        return list.items.sorted { ($0.sortText ?? $0.label) < ($1.sortText ?? $1.label) }.map(\.label)
    }
}
