func run() {
    let text = "one fish two fish red fish"
    print(text.replacing("fish", with: "cat"))
    print(text.replacing("fish", with: "🐟", maxReplacements: 1))
    print(text.replacing(" ", with: "_"))
    var mutable = "a-b-c"
    mutable.replace("-", with: "+")
    print(mutable)
    print("aaa".replacing("a", with: "bb"))
    print("nothing".replacing("x", with: "y"))
}
