// Two parameters without a comma between them.
func move(x: Int y: Int) {}
