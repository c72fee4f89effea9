import Testing
@testable import WidgetHost

/// How bursts of file events become one report.
@Suite struct ChangeBatcherTests {
    @Test func aCompletedWriteIsReportedAtOnce() {
        var batcher = ChangeBatcher()
        batcher.add("/w/todo.widget", completesWrite: false, at: 10.0)
        #expect(!batcher.isDue(at: 10.001))
        batcher.add("/w/todo.widget", completesWrite: true, at: 10.002)
        #expect(batcher.isDue(at: 10.002))
        #expect(batcher.take() == ["/w/todo.widget"])
        #expect(batcher.isEmpty && batcher.deadline == nil)
    }

    @Test func writesWithoutCloseWaitForQuiet() {
        var batcher = ChangeBatcher()
        batcher.add("/w/store.sqlite-wal", completesWrite: false, at: 1.0)
        batcher.add("/w/store.sqlite-wal", completesWrite: false, at: 1.01)
        #expect(!batcher.isDue(at: 1.02))
        #expect(batcher.isDue(at: 1.01 + batcher.quietPeriod))
    }

    @Test func aFileWrittenAllTheTimeIsStillReported() {
        var batcher = ChangeBatcher()
        var time = 5.0
        while time < 5.0 + batcher.maximumDelay {
            batcher.add("/w/log", completesWrite: false, at: time)
            time += batcher.quietPeriod / 2
        }
        #expect(batcher.isDue(at: time))
    }

    @Test func aBurstIsOneBatchWithEachPathOnce() {
        var batcher = ChangeBatcher()
        for (offset, path) in ["/w/.todo.widget.swp", "/w/.todo.widget.swp", "/w/todo.widget", "/w/.todo.widget.swp"].enumerated() {
            batcher.add(path, completesWrite: offset == 2, at: Double(offset) / 1000)
        }
        #expect(batcher.take() == ["/w/.todo.widget.swp", "/w/todo.widget"])
    }
}

extension ChangeBatcherTests {
    @Test(arguments: [(".todo.widget.swp", true), ("todo.widget~", true), ("todo.widget.tmp", true), ("#todo.widget#", true),
                      ("4913", true), ("todo.widget", false), ("users.json", false)])
    func editorsScratchFiles(_ name: String, _ scratch: Bool) {
        #expect(ChangeBatcher.isScratch(name) == scratch)
    }
}
