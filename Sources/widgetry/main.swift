// The `widgetry` command line. Exit status: 0 success, 1 widget errors, 2 usage errors.
import Foundation
import WidgetRuntime

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
