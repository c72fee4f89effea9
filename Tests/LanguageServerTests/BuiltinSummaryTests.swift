import Testing
import WidgetRuntime
@testable import WidgetLanguageService

/// The one-line summaries hover shows for built-ins: one for every entry of the
/// table, none for an entry the table does not have.
@Suite struct BuiltinSummaryTests {
    @Test func everyEntryOfTheRegistryHasASummaryAndEverySummaryAnEntry() {
        let wanted = BuiltinSummaries.keys(of: .standard)
        let written = Set(BuiltinSummaries.table.keys)
        let missing = wanted.subtracting(written).sorted()
        let extra = written.subtracting(wanted).sorted()
        #expect(missing.isEmpty, "entries of the registry with no summary: \(missing.joined(separator: ", "))")
        #expect(extra.isEmpty, "summaries that name no entry of the registry: \(extra.joined(separator: ", "))")
        // Views, modifiers, functions, types and members are all there.
        #expect(wanted.isSuperset(of: ["Text", ".padding", "max", "Font.Weight", "Date.addingTimeInterval", "Font.Weight.bold"]))
    }

    @Test func eachSummaryIsOneShortSentenceWrittenOnce() {
        let entries = BuiltinSummaries.entries(BuiltinSummaries.text)
        let lines = BuiltinSummaries.text.split(separator: "\n")
        #expect(entries.count == lines.count, "a line without a tab")
        var seen: Set<String> = []
        for entry in entries {
            #expect(seen.insert(entry.key).inserted, "\(entry.key) has two summaries")
            #expect(entry.summary.first?.isUppercase == true || entry.summary.first?.isNumber == true
                    || entry.summary.hasPrefix("-"), "\(entry.key): \(entry.summary)")
            #expect(entry.summary.hasSuffix("."), "\(entry.key): \(entry.summary)")
            #expect(entry.summary.count <= 110 && !entry.summary.contains("\t"), "\(entry.key): \(entry.summary)")
        }
    }

    @Test func hoverShowsTheSummaryOfAViewAModifierAFunctionAndAMember() throws {
        let module = InProcessModule("""
            view Card(start: Date) {
                VStack {
                    Text("Hi")
                        .padding(4)
                        .fontWeight(.bold)
                    Text(start.addingTimeInterval(60), style: .time)
                    Text("\\(max(1, 2))")
                        .foregroundStyle(Color.red)
                }
            }
            """)
        let text = try module.hover("Text", in: "Text(\"Hi\")")
        #expect(text.contains("Text(_:)"))
        #expect(text.contains("A view that shows one or more lines of read-only text."))
        #expect(try module.hover("padding").contains("Adds space around the view's content."))
        #expect(try module.hover("bold", in: ".bold)").contains("A bold weight."))
        #expect(try module.hover("addingTimeInterval").contains("A new date moved by a number of seconds."))
        #expect(try module.hover("max").contains("Returns the greatest of its arguments."))
        #expect(try module.hover("red", in: "Color.red").contains("Red."))
        // The summary sits between the signatures and the kind.
        let lines = text.components(separatedBy: "\n")
        let summary = try #require(lines.firstIndex(of: "A view that shows one or more lines of read-only text."))
        #expect(lines[summary - 1] == "```" && lines[summary + 2].hasPrefix("SwiftUI view"))
    }
}
