// A regex literal that is never closed.
let digits = #/\d+
let other = 1
