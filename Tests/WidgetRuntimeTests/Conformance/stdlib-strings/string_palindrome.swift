func isPalindromeText(_ text: String) -> Bool {
    let cleaned = text.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned == String(cleaned.reversed())
}

func run() {
    let samples = ["Racecar", "A man, a plan, a canal: Panama", "hello", "", "No 'x' in Nixon", "12321", "12 3"]
    for sample in samples {
        print("[\(sample)]", isPalindromeText(sample))
    }
}
