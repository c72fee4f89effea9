enum RenderBench {
    static func run(_ report: BenchReport) {}
}
