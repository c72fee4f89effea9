// An arrow with no result type.
func make() -> { }
