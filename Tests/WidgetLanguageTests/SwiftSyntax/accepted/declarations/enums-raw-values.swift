enum Planet: Int { case mercury = 1, venus, earth }
enum Tone: String, CaseIterable, Codable { case calm, busy = "BUSY", alert }
enum Ratio: Double { case half = 0.5, third = 0.333 }
enum Letter: Character { case a = "a", b = "b" }
enum Bits: UInt8 { case low = 0b01, high = 0xF0, neg = 0o7 }
enum Signed: Int { case minusOne = -1, zero = 0 }
