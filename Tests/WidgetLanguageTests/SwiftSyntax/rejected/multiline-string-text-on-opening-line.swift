// Text right after the opening delimiter of a multi-line string.
let text = """Hello
    world
    """
