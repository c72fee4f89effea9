// A nested inactive branch leaves its bracket open.
#if os(iOS)
let names = ["a", "b"]
#if os(watchOS)
let broken = [1, 2
#endif
#endif
