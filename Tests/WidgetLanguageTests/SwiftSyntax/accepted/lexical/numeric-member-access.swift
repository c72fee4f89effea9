let tuple = (1, (2, 3))
let inner = tuple.1.0
let doubled = 2.0.squareRoot()
let description = 42.description
let magnitude = (-5).magnitude
