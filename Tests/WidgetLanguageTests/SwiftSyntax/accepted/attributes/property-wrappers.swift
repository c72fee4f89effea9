@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}
struct Volume {
    @Clamped(0...10) var level = 5
    @Clamped(wrappedValue: 1, 0...1) var balance: Double
    func limits() -> ClosedRange<Int> { $level }
    mutating func raw() { _level = Clamped(wrappedValue: 3, 0...10) }
}
