import Foundation
enum RpError: Error { case bad }
func rpMake(_ make: () throws -> Int) -> Int {
    do {
        return try make()
    } catch {
        fatalError("failed: \(error)")
    }
}
func rpPick(_ flag: Bool) -> String {
    do {
        if flag { throw RpError.bad }
        return "ok"
    } catch RpError.bad {
        return "bad"
    } catch {
        return "other"
    }
}
typealias RpPair<T> = (key: String, value: T)
func run() {
    print(rpMake { 3 }, rpPick(true), rpPick(false))
    let pair: RpPair<Int> = (key: "a", value: 1)
    print(pair.key, pair.value)
}
