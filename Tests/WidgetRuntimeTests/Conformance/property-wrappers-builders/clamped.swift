@propertyWrapper
struct PwClamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct PwVolume {
    @PwClamped(0...10) var level: Int = 15
}

func run() {
    var volume = PwVolume()
    print(volume.level)
    volume.level = -4
    print(volume.level)
    volume.level = 7
    volume.level += 10
    print(volume.level)
}
