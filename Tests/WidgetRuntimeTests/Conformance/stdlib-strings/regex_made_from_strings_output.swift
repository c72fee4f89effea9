import Foundation

func run() {
    let pattern = try! Regex("([a-z]+)-(\\d+)")
    if let found = "id: abc-42 end".firstMatch(of: pattern) {
        print(found.output.count, found.output[1].substring ?? "nil", String(found.output[2].substring ?? "nil"))
        print(String(found.output[0].substring!), found[1].substring ?? "")
    }
    for found in "a-1 b-2".matches(of: pattern) {
        print(found.output[1].substring!, found.output[2].substring!)
    }
    let named = try! Regex("(?<word>[a-z]+)=(?<number>\\d+)")
    if let found = "x=7".wholeMatch(of: named) {
        print(found.output["word"]?.substring ?? "none", found.output["number"]?.substring ?? "none", found.output["other"] == nil)
        for element in found.output { print(element.substring ?? "-", terminator: " ") }
        print()
    }
    let optional = try! Regex("(a)?(b)")
    if let found = "b".firstMatch(of: optional) {
        print(found.output[1].substring == nil, found.output[2].substring ?? "")
    }
}
