#if canImport(Glibc)
import CAllocator
#endif

/// Settings of the C library's memory allocator for how Widgetry uses memory.
///
/// Compiling a widget file makes and frees many small objects (a megabyte of
/// source: some 75,000 syntax nodes, arrays and strings, freed together when
/// the file is compiled again). glibc keeps small freed blocks in "fast bins"
/// and merges them all at once when a larger block is asked for; after a tree
/// is freed, that pass walks tens of thousands of blocks. Without fast bins
/// each block is merged as it is freed (the per-thread cache still serves the
/// most recent ones first). Compiling the 1 MB benchmark file, alternating in
/// one process: 1.5-5% faster on one thread, 1.5-4.5% on two.
///
/// Called once by each program at start (`widgetry`, `widgetry-bench`); it
/// changes nothing a program computes. Elsewhere than glibc, it does nothing.
public enum Allocator {
    public static func configure() {
        #if canImport(Glibc)
        _ = mallopt(M_MXFAST, 0)
        #endif
    }
}
