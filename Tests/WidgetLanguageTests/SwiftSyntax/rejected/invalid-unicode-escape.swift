// A Unicode escape outside the range of scalars.
let scalar = "\u{110000}"
