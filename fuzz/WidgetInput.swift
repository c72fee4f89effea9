// The `parser` target of fuzz/run.sh reads each input as a `.widget` file.
let fuzzInputPath = "fuzz.widget"
