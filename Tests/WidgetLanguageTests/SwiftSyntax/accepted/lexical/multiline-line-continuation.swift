let sentence = """
    This sentence is written \
    on two lines but is one line.
    Trailing spaces are kept with an escape:\u{20}\u{20}
    """
