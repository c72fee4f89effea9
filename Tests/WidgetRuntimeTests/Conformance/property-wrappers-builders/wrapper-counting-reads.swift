@propertyWrapper
final class PwCounted {
    private var value: Int
    var reads = 0
    init(wrappedValue: Int) { value = wrappedValue }
    var wrappedValue: Int {
        get { reads += 1; return value }
        set { value = newValue }
    }
    var projectedValue: PwCounted { self }
}

struct PwSensor {
    @PwCounted var reading = 42
}

func run() {
    let sensor = PwSensor()
    _ = sensor.reading
    _ = sensor.reading + sensor.reading
    print(sensor.reading, sensor.$reading.reads)
}
