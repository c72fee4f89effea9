let letter: Character = "a"
let emoji: Character = "👍🏽"
let scalar: Unicode.Scalar = "\u{41}"
let flag: Character = "\u{1F1FA}\u{1F1F8}"
