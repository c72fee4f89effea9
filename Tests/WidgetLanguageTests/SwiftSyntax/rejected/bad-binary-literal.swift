// A digit that binary does not have.
let mask = 0b1012
