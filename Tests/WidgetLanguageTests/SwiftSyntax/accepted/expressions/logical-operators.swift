func logic(_ a: Bool, _ b: Bool, _ c: Bool) -> Bool {
    !a && (b || c) || !(a && b) && !!c
}
