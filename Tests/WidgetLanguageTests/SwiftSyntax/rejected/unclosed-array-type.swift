// An array type without its closing bracket.
var names: [String = []
