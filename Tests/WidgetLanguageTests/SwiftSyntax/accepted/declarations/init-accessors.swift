struct Angle {
    var degrees: Double
    var radians: Double {
        @storageRestrictions(initializes: degrees)
        init(initialValue) { degrees = initialValue * 180 / .pi }
        get { degrees * .pi / 180 }
        set { degrees = newValue * 180 / .pi }
    }
    init(radians: Double) { self.radians = radians }
}
