import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    let names = ["Ana", "Ben", "Cy"]
    print(names.formatted(.list(type: .and).locale(us)))
    print(names.formatted(.list(type: .or).locale(us)))
    print(["Solo"].formatted(.list(type: .and).locale(us)))
    print(["One", "Two"].formatted(.list(type: .and).locale(us)))
    print([1, 2, 3].formatted(.list(memberStyle: .number, type: .and).locale(us)))
}
