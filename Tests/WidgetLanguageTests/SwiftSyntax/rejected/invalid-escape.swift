// An escape sequence Swift does not have.
let path = "C:\\windows\q"
