// '#else' with no '#if'.
let a = 1
#else
let b = 2
