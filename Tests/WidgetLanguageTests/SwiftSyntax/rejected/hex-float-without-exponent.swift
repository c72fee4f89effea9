// A hexadecimal fraction needs a 'p' exponent.
let half = 0x1.8
