// A digit that octal does not have.
let mode = 0o758
