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
