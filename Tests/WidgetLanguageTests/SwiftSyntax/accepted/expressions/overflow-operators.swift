func wrapping(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let s = a &+ b
    let d = a &- b
    let p = a &* b
    let shifted = a &<< 3
    let back = a &>> 1
    return s ^ d ^ p ^ shifted ^ back
}
