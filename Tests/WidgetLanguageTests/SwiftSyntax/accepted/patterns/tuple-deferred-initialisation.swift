struct Reading { var value: Double; var unit: String }

func describe(_ reading: Reading?) -> String {
    let (label, detail): (String, String?)
    var (low, (mid, high)): (Int, (Int, Int))
    if let reading {
        (label, detail) = ("\(reading.value)", reading.unit)
    } else {
        label = "none"
        detail = nil
    }
    (low, (mid, high)) = (1, (2, 3))
    return label + (detail ?? "") + "\(low + mid + high)"
}
