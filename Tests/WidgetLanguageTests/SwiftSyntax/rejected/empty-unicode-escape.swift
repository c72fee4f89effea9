// A Unicode escape with no digits.
let nothing = "\u{}"
