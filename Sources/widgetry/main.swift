// The `widgetry` command line. Exit status: 0 success, 1 widget errors, 2 usage errors.
import Foundation
import WidgetRuntime

// The command runs on a thread with a stack of a known size (MainSizedStack), not on the main
// thread, whose stack is whatever `ulimit -s` gives: a widget that recurses as deep as the
// interpreter allows then ends in its error, never in a crash.
final class ExitStatus: @unchecked Sendable { var code: Int32 = 0 }
let status = ExitStatus()
MainSizedStack.run { status.code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst())) }
exit(status.code)
