func run() {
    let passwords = ["abc", "abc123", "Abc123!", "PASSWORD", "p4ss word"]
    for password in passwords {
        let hasDigit = password.contains { $0.isNumber }
        let hasUpper = password.contains { $0.isUppercase }
        let hasSymbol = password.contains { !$0.isLetter && !$0.isNumber }
        print(password, hasDigit, hasUpper, hasSymbol, password.count >= 6)
    }
    print("hello".contains("ell"), "hello".contains(Character("z")))
    print("hello".allSatisfy(\.isLowercase))
}
