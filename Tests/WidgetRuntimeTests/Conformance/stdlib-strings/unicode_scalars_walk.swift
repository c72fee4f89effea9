func run() {
    let text = "Aé😀"
    for scalar in text.unicodeScalars {
        print(scalar, scalar.value, String(scalar.value, radix: 16))
    }
    print(text.unicodeScalars.count)
    let combining = "e\u{301}"
    print(combining, combining.count, combining.unicodeScalars.count)
    print(combining == "é")
    let scalar = Unicode.Scalar(0x263A)!
    print(scalar, scalar.isASCII, Unicode.Scalar(97)!.isASCII)
}
