func run() {
    let path = "/usr/local//bin/"
    print(path.split(separator: "/"))
    print(path.split(separator: "/", omittingEmptySubsequences: false))
    print(path.split(separator: "/", maxSplits: 1))
    let record = "name=Ann;age=33;city=Rome"
    for field in record.split(separator: ";") {
        let parts = field.split(separator: "=")
        print(parts[0], "->", parts[1])
    }
    print("a, b, c".split(separator: ", "))
    print("".split(separator: ",").count)
}
