// Backticks with no name between them.
let `` = 1
