// '=' with nothing after it.
struct Settings {
    let timeout =
}
