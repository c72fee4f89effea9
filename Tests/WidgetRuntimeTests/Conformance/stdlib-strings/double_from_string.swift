func run() {
    let inputs = ["3.14", "-0.5", "1e3", "2.5E-2", ".5", "5.", "inf", "-infinity", "nan", "abc", "1,5", ""]
    for input in inputs {
        if let value = Double(input) {
            print("[\(input)]", value)
        } else {
            print("[\(input)]", "nil")
        }
    }
    print(Double("0.1")! + Double("0.2")!)
    print(Float("1.1")!)
}
