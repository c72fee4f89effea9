// The `widgetry` command line. Exit status: 0 success, 1 widget errors, 2 usage errors.
import Foundation
import WidgetRuntime

let arguments = Array(CommandLine.arguments.dropFirst())
// The commands that read widgets check them against the built-in table: it is built meanwhile.
if !["help", "--help", "-h", "new", "fmt", "store"].contains(arguments.first ?? "help") {
    BuiltinRegistry.prepareInBackground()
}
// `watch`, `run` and `lsp` keep the main thread for their loops (the terminal, job control and
// signals); `watch` and `run` evaluate widgets on workers whose jobs have stacks of their own.
// Every other command runs on a thread with a stack of a known size (MainSizedStack), not on
// the main thread, whose stack is whatever `ulimit -s` gives: a widget that recurses as deep as
// the interpreter allows then ends in its error, never in a crash.
if ["watch", "run", "lsp"].contains(arguments.first ?? "") {
    exit(CommandLineTool.run(arguments))
}
final class ExitStatus: @unchecked Sendable { var code: Int32 = 0 }
let status = ExitStatus()
MainSizedStack.run { status.code = CommandLineTool.run(arguments) }
exit(status.code)
