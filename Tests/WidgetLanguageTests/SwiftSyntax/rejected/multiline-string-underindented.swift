// A line of a multi-line string less indented than its closing delimiter.
func banner() -> String {
    """
        first line
    second line
        """
}
