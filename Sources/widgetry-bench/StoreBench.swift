enum StoreBench {
    static func run(_ report: BenchReport) {}
}
