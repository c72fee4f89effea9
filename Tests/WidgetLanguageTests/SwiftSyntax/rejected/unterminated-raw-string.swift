// A raw string closed without its pound sign.
let pattern = #"\d+"
let other = 1
