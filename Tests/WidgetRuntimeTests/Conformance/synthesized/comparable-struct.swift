struct SynVersion: Comparable {
    var major: Int
    var minor: Int
    static func < (a: SynVersion, b: SynVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}

func run() {
    let versions = [SynVersion(major: 1, minor: 10), SynVersion(major: 1, minor: 2), SynVersion(major: 0, minor: 9)]
    print(versions.sorted().map { "\($0.major).\($0.minor)" })
    print(versions.min().map { "\($0.major).\($0.minor)" } ?? "-")
    let a = SynVersion(major: 2, minor: 0), b = SynVersion(major: 2, minor: 0)
    print(a <= b, a >= b, a > b, a == b)
    print(SynVersion(major: 1, minor: 0)...SynVersion(major: 2, minor: 0) ~= SynVersion(major: 1, minor: 5))
}
