// A type attribute written on a function declaration.
@escaping func run() {}
