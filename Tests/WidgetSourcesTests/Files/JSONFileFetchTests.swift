import Foundation
import Testing
import WidgetSources
import WidgetTestSupport

/// The `json` source's file: a regular file, within the size limit.
@Suite struct JSONFileFetchTests {
    @Test func jsonFilesAreRegularFilesWithinTheLimit() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-json")
        try Data(String(repeating: " ", count: 2_000).utf8).write(to: folder.appendingPathComponent("big.json"))
        mkfifo(folder.appendingPathComponent("pipe.json").path, 0o644)
        let context = SourceContext(folder: folder, environment: [:], now: Date(), timeout: 1, maxBytes: 1_000)
        func fetch(_ path: String) -> String {
            do {
                _ = try JSONFileFetch.read(path, in: context)
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(fetch("big.json") == "big.json is larger than the limit of 1000 bytes")
        #expect(fetch("pipe.json") == "pipe.json is not a regular file", "a FIFO would block")
        #expect(fetch("missing.json").hasPrefix("no such file: missing.json; looked for /"))
    }
}
