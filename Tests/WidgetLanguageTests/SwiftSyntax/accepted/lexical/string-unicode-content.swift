let greeting = "Grüße, 世界! 🌍"
let rtl = "مرحبا"
let combining = "e\u{301}"
let zeroWidth = "a\u{200B}b"
