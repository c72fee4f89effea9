// The `swift` target of fuzz/run.sh reads each input as a `.swift` file: the
// Swift front end, `#if` filtering and the lowering into widget declarations.
let fuzzInputPath = "fuzz.swift"
