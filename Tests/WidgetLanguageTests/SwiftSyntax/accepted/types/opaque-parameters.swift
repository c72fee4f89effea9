func printAll(_ values: some Collection<String>) {}
func compare(_ a: some Comparable, _ b: some Comparable) {}
func apply(_ transform: (some Numeric) -> Void) {}
