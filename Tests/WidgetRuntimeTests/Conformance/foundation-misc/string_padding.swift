import Foundation

func run() {
    let names = ["Al", "Beatrice", "Cy"]
    for name in names {
        print("[" + name.padding(toLength: 6, withPad: ".", startingAt: 0) + "]")
    }
    print("abc".padding(toLength: 9, withPad: "12", startingAt: 0))
    print("abc".padding(toLength: 8, withPad: "xyz", startingAt: 1))
    print("truncate me".padding(toLength: 5, withPad: " ", startingAt: 0))
    print("".padding(toLength: 3, withPad: "-", startingAt: 0))
}
