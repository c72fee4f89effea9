// A lone semicolon as a statement.
func nothing() {
    ;
}
