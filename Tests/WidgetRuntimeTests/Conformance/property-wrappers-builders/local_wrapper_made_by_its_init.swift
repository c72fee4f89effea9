@propertyWrapper struct TwiceStored { var stored = 0; var wrappedValue: Int { get { stored * 2 } set { stored = newValue } } }
func run() {
    @TwiceStored var n
    n = 4
    print(n)
}
