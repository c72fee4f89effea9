// A letter that hexadecimal does not have.
let color = 0xFFGG00
