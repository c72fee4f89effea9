struct ScTypedBands {
    let band: Range<Double> = 0.5..<2.0
    let days: ClosedRange<Int> = 1...7
    let letters: ClosedRange<String> = "a"..."f"
}

func run() {
    // Ranges written with their types: of Doubles, of Ints, of Strings.
    let b = ScTypedBands()
    print(b.band.contains(1.0), b.band.contains(2.0), b.band.lowerBound, b.band.upperBound)
    print(b.days.count, b.days.contains(7), Array(b.days.reversed()))
    print(b.letters.contains("c"), b.letters.contains("g"))
    let clamped: ClosedRange<Double> = 0...1
    print(min(max(1.5, clamped.lowerBound), clamped.upperBound))
}
