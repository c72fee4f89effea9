func compound() -> Int {
    var x = 10
    x += 1; x -= 2; x *= 3; x /= 2; x %= 7
    x <<= 1; x >>= 1; x &= 0xFF; x |= 0x100; x ^= 1
    x &+= 5; x &-= 1; x &*= 2
    return x
}
