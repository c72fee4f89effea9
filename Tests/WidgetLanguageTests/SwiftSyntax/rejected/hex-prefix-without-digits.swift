// A hexadecimal prefix with no digits.
let nothing = 0x
