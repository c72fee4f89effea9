let empty = """
    """
let oneBlank = """

    """
