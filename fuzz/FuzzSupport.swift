import Glibc

// Shared by both fuzz targets (fuzz/run.sh compiles it with each).

/// Reports a finding on stderr and aborts, which libFuzzer records as a crash with the input.
func fuzzFailure(_ tool: String, _ message: String) -> Never {
    fputs("\(tool): \(message)\n", stderr)
    abort()
}

/// Monotonic seconds, for the per-input time limit.
func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}
