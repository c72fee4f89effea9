func printEach<each T>(_ items: repeat each T) {
    for item in repeat each items {
        print(item)
    }
}
