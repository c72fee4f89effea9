enum ParseBench {
    static func run(_ report: BenchReport) {}
}
