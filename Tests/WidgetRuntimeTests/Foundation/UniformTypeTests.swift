import Testing
@testable import WidgetRuntime

/// UniformTypeIdentifiers' `UTType` (not on Linux, so written out from Apple's declarations, not compared with
/// swiftc's): identifiers, preferred extensions and MIME types, lookups by extension and MIME type, conformance.
@Suite struct UniformTypeTests {
    @Test func declaredTypesAreFoundAndConform() {
        let outcome = SwiftProgram.run(source: """
            import Foundation
            import UniformTypeIdentifiers

            func run() {
                print(UTType.png.identifier, UTType.png.preferredFilenameExtension ?? "-", UTType.png.preferredMIMEType ?? "-")
                print(UTType(filenameExtension: "jpg")?.identifier ?? "nil", UTType(mimeType: "application/json")?.identifier ?? "nil")
                print(UTType(filenameExtension: "zzz") == nil, UTType("public.png") == .png, UTType("com.example.none") == nil)
                print(UTType.png.conforms(to: .image), UTType.png.conforms(to: .data), UTType.png.conforms(to: .text))
                print(UTType.json.conforms(to: .text), UTType.fileURL.conforms(to: .url), UTType.image.isSupertype(of: .webP))
                let types: [UTType] = [.plainText, .url, .quickTimeMovie]
                print(types.map(\\.identifier), UTType.mpeg4Movie.conforms(to: .movie))
                print(UTType.gif, UTType(importedAs: "com.example.note").identifier)
            }
            """, fileName: "Types.swift")
        #expect(outcome.failure == nil, "\\(outcome)")
        #expect(outcome.output == """
            public.png png image/png
            public.jpeg public.json
            true true true
            true true false
            true true true
            ["public.plain-text", "public.url", "com.apple.quicktime-movie"] true
            com.compuserve.gif com.example.note

            """)
    }
}
