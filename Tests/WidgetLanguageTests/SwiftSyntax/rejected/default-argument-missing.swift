// '=' for a default argument with no value.
func greet(name: String = ) {}
