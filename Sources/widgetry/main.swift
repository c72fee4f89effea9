// The `widgetry` command line. Exit status: 0 success, 1 widget errors, 2 usage errors.
import Foundation

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
