let one = 0x1p0
let half = 0x1p-1
let quarter = 0x1.0p-2
let maxish = 0x1.fffffep+127
let mixed = 0xC.3p2
let separators = 0x1_0.8_0p1
