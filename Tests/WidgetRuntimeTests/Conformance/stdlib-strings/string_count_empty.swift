func run() {
    let samples = ["", "a", "hello", "hello world", " ", "café"]
    for sample in samples {
        print("[\(sample)]", sample.count, sample.isEmpty)
    }
    var text = ""
    print(text.isEmpty)
    text += "abc"
    print(text.count, text.isEmpty)
    print("".count == 0, String().isEmpty)
}
