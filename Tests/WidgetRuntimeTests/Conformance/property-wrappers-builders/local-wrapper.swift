@propertyWrapper
struct PwNonNegative {
    private var value = 0
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
}

func run() {
    @PwNonNegative var balance = 10
    balance -= 25
    print(balance)
    balance += 7
    print(balance)
}
