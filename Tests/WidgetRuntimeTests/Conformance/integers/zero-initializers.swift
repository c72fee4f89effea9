func zeHex(_ text: String) -> UInt64 {
    var value = UInt64()
    for character in text {
        guard let digit = character.hexDigitValue else { break }
        value = value * 16 + UInt64(digit)
    }
    return value
}

func run() {
    var count = UInt64()
    count += 5
    print(count, Int32(), UInt8() == 0, Int(), Double(), zeHex("ff8800"))
}
