// An associativity that does not exist.
precedencegroup PipePrecedence {
    associativity: middle
}
