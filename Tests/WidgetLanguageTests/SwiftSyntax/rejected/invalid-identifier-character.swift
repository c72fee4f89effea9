// A symbol that is neither an identifier nor an operator character.
let ✅ = true
