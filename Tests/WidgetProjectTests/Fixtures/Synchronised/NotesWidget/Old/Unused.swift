// Taken out of the widget target by an exception set.
struct Unused {}
