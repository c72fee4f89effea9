// A multi-line string that is never closed.
let poem = """
    Roses are red,
    violets are blue.
