import RegexBuilder
let word = Regex {
    OneOrMore(.word)
    Optionally { "!" }
}
let named = try! Regex("[a-z]+")
