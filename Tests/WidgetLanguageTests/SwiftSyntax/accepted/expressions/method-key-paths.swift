struct Counter { func doubled() -> Int { 2 } }
let method = \Counter.doubled()
let stringMethod = \String.uppercased()
