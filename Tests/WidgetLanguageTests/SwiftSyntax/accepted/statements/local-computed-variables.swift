func area(width: Double, height: Double) -> Double {
    var computed: Double { width * height }
    var observed: Int = 0 {
        didSet { print("changed from \(oldValue)") }
    }
    observed = 1
    var getSet: Double {
        get { computed / 2 }
        set { print(newValue) }
    }
    getSet = 3
    return computed + getSet
}
