func total(_ values: Int...) -> Int { values.reduce(0, +) }
func log(_ items: Any..., separator: String = " ") {}
func mixed(_ names: String..., scores: Double...) {}
func useTotal() -> Int { total(1, 2, 3) }
