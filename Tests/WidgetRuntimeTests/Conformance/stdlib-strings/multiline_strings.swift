func run() {
    let poem = """
        Roses are red,
          violets are blue.
        "Quotes" work \
        on one line.
        """
    print(poem)
    print(poem.split(separator: "\n").count)
    let empty = """
    """
    print(empty.isEmpty)
    let withBlank = """
    a

    b
    """
    print(withBlank.split(separator: "\n", omittingEmptySubsequences: false).count)
}
