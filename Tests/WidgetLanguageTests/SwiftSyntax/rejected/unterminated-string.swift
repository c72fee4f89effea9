// A string literal that runs to the end of its line.
func greeting() -> String {
    let text = "Hello, world
    return text
}
