let pi = 3.141_592_653
let small = 1e-9
let large = 6.022_140_76e23
let scaled = 2.5E+3
let fraction = 0.5
let exponentOnly = 1e10
let underscored = 1_0.0_1
