import Foundation

struct CfValidationError: Error { var reason: String }

func cfValidate(_ name: String) throws -> String {
    guard name.count >= 2 else { throw CfValidationError(reason: "too short: \(name)") }
    return name.capitalized
}

func run() {
    do {
        let names = try ["ann", "bob"].map(cfValidate)
        print(names)
        _ = try ["cy", "d"].map(cfValidate)
        print("not reached")
    } catch let error as CfValidationError {
        print("invalid", error.reason)
    } catch {
        print("unexpected")
    }
    let checked = ["eve", "f"].compactMap { try? cfValidate($0) }
    print(checked)
}
