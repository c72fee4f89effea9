func bits(_ value: UInt32) -> UInt32 {
    let high = (value >> 16) & 0xFFFF
    let low = value & 0xFFFF
    let merged = (low << 16) | high
    let flipped = ~merged
    let toggled = flipped ^ 0b1010
    return toggled
}
