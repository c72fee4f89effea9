let pattern = #"\d+\.\d+"#
let quoted = #"He said "hello" to me"#
let doubleHash = ##"A "#raw"# string inside"##
let interpolated = #"Total: \#(40 + 2) items, literally \(not)"#
let escapes = #"tab\#there, not \t"#
