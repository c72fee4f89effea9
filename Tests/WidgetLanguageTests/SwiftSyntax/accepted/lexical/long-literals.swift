let big: UInt64 = 18_446_744_073_709_551_615
let bigHex: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
let precise = 1.000_000_000_000_000_1
let tiny = 4.9e-324
