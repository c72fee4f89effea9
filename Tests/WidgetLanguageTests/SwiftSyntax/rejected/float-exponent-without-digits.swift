// An exponent marker without digits.
let big = 1.5e
