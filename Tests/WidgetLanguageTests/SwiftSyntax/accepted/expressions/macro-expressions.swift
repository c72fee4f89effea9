import Foundation
import Observation
func macros() {
    let url = #URL("https://example.com")
    let expectation = #expect(1 + 1 == 2)
    let value = #stringify(40 + 2)
    let loc = #currentContext
    _ = (url, expectation, value, loc)
}
