// Inside an array type's brackets, a member type may start the next line.
struct Previews<T> {
    struct Configuration<U> { let value: U }
}

func configurations() -> [
    Previews<Int>
        .Configuration<Int>
] {
    [Previews<Int>.Configuration(value: 1)]
}
