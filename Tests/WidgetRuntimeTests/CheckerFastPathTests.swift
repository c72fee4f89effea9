import Testing
@testable import WidgetRuntime

/// The checker tells most calls apart by cheap facts before it takes the paths of
/// rare ones (task methods, `self.init`, an optional's `map`): those paths still run
/// where the rare call is, with the same messages at the same places.
@Suite struct CheckerFastPathTests {
    @Test func aTaskHeldInAnOuterBlockAnswersOnlyItsMethodsInAnInnerOne() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let task = Task { 1 }
            if true {
                task.pause()
            }
            return "done"
            """)
        #expect(errors == ["3:10: Task has no method 'pause'; available: cancel(), value"])
    }

    @Test func aGroupMethodInALoopInsideTheGroupIsChecked() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let n = await withTaskGroup(of: Int.self) { group in
                for k in [1, 2] {
                    group.addTsk { k }
                }
                return 0
            }
            return "\\(n)"
            """)
        #expect(errors.first?.hasPrefix("3:15: TaskGroup has no method 'addTsk'") == true, "\(errors)")
    }

    @Test func aTaskWithItsTypeWrittenOutAnswersItsMethods() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let handle: Task<Int, Never> = Task { 1 }
            handle.cancel()
            let v = await handle.value
            let other = Task { 2 }
            let w = await other.value
            return "\\(v + w)"
            """)
        #expect(errors == [], "\(errors)")
    }

    @Test func aTaskHeldByAPropertyAnswersItsMethods() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let holder = Holder()
            holder.stop()
            let v = await holder.job.value
            return "\\(v)"
            """, declarations: """
            struct Holder {
                let job = Task { 1 }
                func stop() { job.cancel() }
            }
            """)
        #expect(errors == [], "\(errors)")
    }

    @Test func aMethodOfAValueNamedLikeNoTaskIsAnUnknownMember() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let word = "hi"
            return word.shout()
            """)
        #expect(errors.count == 1 && errors[0].hasPrefix("2:13: "), "\(errors)")
    }

    @Test func selfInitWithLabelsNoInitializerTakesIsALocatedError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            return "\\(Point(both: 2).x)"
            """, declarations: """
            struct Point {
                var x: Int
                var y: Int
                init(x: Int, y: Int) {
                    self.x = x
                    self.y = y
                }
                init(both: Int) {
                    self.init(x: both, z: both)
                }
            }
            """)
        #expect(errors.count == 1 && errors[0].contains("no initializer of 'Point' takes the arguments (x:z:)"), "\(errors)")
    }
}
