import Glibc

// Shared by the fuzz targets (fuzz/run.sh compiles it with each).

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

/// LeakSanitizer ignores what is allocated while it is disabled: the targets make what lives as long as
/// the process (the table of built-ins, a compiled widget, a session) that way, as it does not follow
/// every pointer Swift stores (such as ones with an enum's tag in their spare bits) and reported them
/// as leaked at exit. Inputs are still checked for leaks.
@_silgen_name("__lsan_disable") func lsanDisable()
@_silgen_name("__lsan_enable") func lsanEnable()
