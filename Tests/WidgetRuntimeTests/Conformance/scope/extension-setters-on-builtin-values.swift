// A computed property with a setter that an extension gives a built-in type: assigned on a variable, on a
// struct's property, with +=, and inside the setter the built-in value's own properties are `self`'s.
import Foundation

extension Array where Element == Int {
    var total: Int {
        get { reduce(0, +) }
        set { self = [newValue] }
    }
}

extension String {
    var shouted: String {
        get { uppercased() }
        set { self = newValue.lowercased() }
    }
}

extension DateComponents {
    var dayAndMonth: (Int, Int) {
        get { (day ?? 0, month ?? 0) }
        set { day = newValue.0; month = newValue.1 }
    }
}

struct SetterBox { var numbers = [1, 2, 3]; var word = "Hi" }

func run() {
    var numbers = [1, 2, 3]
    print(numbers.total)
    numbers.total = 10
    print(numbers, numbers.total)
    numbers.total += 5
    print(numbers)
    var word = "Hello"
    print(word.shouted)
    word.shouted = "WORLD"
    print(word)
    var parts = DateComponents(year: 2024, month: 1, day: 2)
    parts.dayAndMonth = (14, 7)
    print(parts.day ?? 0, parts.month ?? 0, parts.dayAndMonth)
    var box = SetterBox()
    box.numbers.total = 7
    box.word.shouted = "QUIET"
    print(box.numbers, box.word)
}
