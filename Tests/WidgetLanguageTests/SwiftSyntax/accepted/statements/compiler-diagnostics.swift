#if DEBUG
#warning("Remove before release")
#endif
#if os(Windows)
#error("Windows is not supported")
#endif
struct Feature {}
