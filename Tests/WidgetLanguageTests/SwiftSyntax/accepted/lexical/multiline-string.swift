let poem = """
    Roses are red,
      violets are blue,
    "quotes" are fine here
    and so are \"""escaped\""" ones.
    """
