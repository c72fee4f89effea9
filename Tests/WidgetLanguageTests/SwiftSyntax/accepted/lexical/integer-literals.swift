let decimal = 1_000_000
let binary = 0b1011_0110
let octal = 0o755
let hex = 0xFF_EC_DE
let negative = -42
let zero = 0
let withLeadingZeros = 007
