import Foundation
import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// `NSDataAsset(name:)`: a data set of the module's asset catalogs, its bytes read as an image set's are; nil for a
/// name no set has.
@Suite struct DataAssetTests {
    @Test func aDataSetsBytesAreTheAssetsData() throws {
        let folder = PackagePaths.temporaryDirectory("dataasset").path
        let set = folder + "/Assets.xcassets/Stories/metadata.dataset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"title": "Kolobok", "pages": 12}"#.write(toFile: set + "/metadata.json", atomically: true, encoding: .utf8)
        try #"{"data": [{"filename": "metadata.json", "idiom": "universal", "universal-type-identifier": "public.json"}], "info": {"version": 1}}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let source = SwiftWidgetSource.withEntryAndProvider("""
            struct Story: Decodable { let title: String; let pages: Int }
            struct V: View {
                let entry: Entry
                var text: String {
                    guard let asset = NSDataAsset(name: "metadata"), let story = try? JSONDecoder().decode(Story.self, from: asset.data) else {
                        return "none"
                    }
                    return "\\(story.title) \\(story.pages) \\(asset.typeIdentifier) \\(NSDataAsset(name: "missing") == nil)"
                }
                var body: some View { Text(text) }
            }
            struct W: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { V(entry: $0) } }
            }
            """)
        try source.write(toFile: folder + "/W.swift", atomically: true, encoding: .utf8)
        let session = try TestSession.open(source, path: folder + "/W.swift")
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("Kolobok 12 public.json true"), "\(text)")
    }
}
