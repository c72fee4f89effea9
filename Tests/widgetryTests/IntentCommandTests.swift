import Foundation
import Testing
import WidgetTestSupport

@Suite struct IntentCommandTests {
    @Test func wrongTypeIsRefusedWithIntentParameterAndType() {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        _ = box.widgetry("render", "typed-intent.widget", ["--plain"])
        let before = box.dump("typed-intent.widget")
        let output = box.widgetry("perform", "typed-intent.widget", ["Add", "amount=ten", "--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("parameter 'amount' of intent 'Add' expects Int, not 'ten'"), "\(output.stderr)")
        #expect(box.dump("typed-intent.widget") == before)
    }

    @Test func aThrowingIntentRollsBackItsWrites() {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        let ok = box.widgetry("perform", "typed-intent.widget", ["Add", "amount=5", "--plain"])
        #expect(ok.stdout.contains("Count 6"), "\(ok.stdout)\(ok.stderr)")
        let before = box.dump("typed-intent.widget")
        let failed = box.widgetry("perform", "typed-intent.widget", ["Add", "amount=500", "--plain"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("intent 'Add' failed: too large"), "\(failed.stderr)")
        #expect(failed.stderr.contains("typed-intent.widget:21:"), "the error has its location: \(failed.stderr)")
        #expect(box.dump("typed-intent.widget") == before)
        #expect(box.widgetry("render", "typed-intent.widget", ["--plain"]).stdout.contains("Count 6"))
    }
}

/// `perform` says whether the intent was saved when the render after it fails.
@Suite struct PerformOutcomeCommandTests {
    @Test func aSavedIntentWhoseRenderFailsSaysItWasSavedBeforeTheError() throws {
        let box = Sandbox(fixtures: ["saved-then-fails.widget"])
        let output = box.widgetry("perform", "saved-then-fails.widget", ["Add", "amount=5", "--plain"])
        #expect(output.status == 1)
        let saved = try #require(output.stderr.range(of: "widgetry: intent 'Add' ran and was saved; the render after it failed:\n"),
                                 "\(output.stderr)")
        let error = try #require(output.stderr.range(of: "saved-then-fails.widget:29:33: error: index 6 is out of range (count 3)"),
                                 "\(output.stderr)")
        #expect(saved.upperBound <= error.lowerBound, "the saved line comes first: \(output.stderr)")
        #expect(box.dump("saved-then-fails.widget").contains("value: 6"), "the intent's write is kept")
    }

    @Test func aFailedIntentIsNotSaidToBeSaved() {
        let box = Sandbox(fixtures: ["saved-then-fails.widget"])
        let output = box.widgetry("perform", "saved-then-fails.widget", ["Add", "amount=500", "--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("saved-then-fails.widget:22:44: error: intent 'Add' failed: too large"), "\(output.stderr)")
        #expect(!output.stderr.contains("was saved"), "\(output.stderr)")
        #expect(box.dump("saved-then-fails.widget").contains("value: 1"), "rolled back")
    }

    @Test func aSuccessfulIntentPrintsOnlyItsRender() {
        let box = Sandbox(fixtures: ["saved-then-fails.widget"])
        let output = box.widgetry("perform", "saved-then-fails.widget", ["Add", "amount=1", "--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Count two"), "\(output.stdout)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
    }

    @Test func tapSaysWhichButtonsIntentWasSaved() {
        let box = Sandbox(fixtures: ["saved-then-fails.widget"])
        box.write("saved-then-fails.widget", (try? String(contentsOfFile: box.path("saved-then-fails.widget"), encoding: .utf8))?
            .replacingOccurrences(of: #"body(entry) { Text("Count \(["zero", "one", "two"][entry.value])") }"#,
                                  with: #"body(entry) { Button(intent: Add(amount: 5)) { Text("Count \(["zero", "one", "two"][entry.value])") } }"#) ?? "")
        let output = box.widgetry("tap", "saved-then-fails.widget", ["1", "--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("widgetry: the intent of button 1 ran and was saved; the render after it failed:\n"), "\(output.stderr)")
        #expect(output.stderr.contains("error: index 6 is out of range (count 3)"), "\(output.stderr)")
    }
}
