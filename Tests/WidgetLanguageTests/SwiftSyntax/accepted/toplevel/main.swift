// The one script of the corpus: a file named main.swift may hold statements at
// the top level, which the compiler runs in order.
import Foundation

let arguments = CommandLine.arguments
var verbose = arguments.contains("-v")
print("started with \(arguments.count) arguments")

guard arguments.count < 100 else {
    print("too many")
    exit(1)
}

defer { print("finished") }

for (index, argument) in arguments.enumerated() where index > 0 {
    print(index, argument)
}

if verbose {
    verbose.toggle()
} else if arguments.isEmpty {
    fatalError("no program name")
}

switch arguments.count {
case 1: print("no arguments")
default: print("some arguments")
}

var total = 0
while total < 3 { total += 1 }
repeat { total -= 1 } while total > 0

do {
    let data = try JSONSerialization.data(withJSONObject: ["a": 1])
    print(data.count)
} catch {
    print(error)
}

func helper(_ n: Int) -> Int { n * 2 }
struct Local { var value = helper(21) }
print(Local().value)

let result = await Task { 40 + 2 }.value
print(result)

#if DEBUG
print("debug build")
#endif

_ = [1, 2, 3].map { $0 * 2 }
total += 1
