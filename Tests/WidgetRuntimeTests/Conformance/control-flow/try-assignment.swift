struct CfTryModel { var count: Int }
enum CfTryFailure: Error { case empty }

func cfTryDecode(_ text: String) throws -> CfTryModel {
    if text.isEmpty { throw CfTryFailure.empty }
    return CfTryModel(count: text.count)
}

func run() {
    // `try` before an assignment covers the value being assigned.
    var model: CfTryModel? = nil
    do {
        try model = cfTryDecode("abc")
        print(model?.count ?? -1)
        try model = cfTryDecode("")
        print("not reached")
    } catch {
        print("failed: \(error)", model?.count ?? -1)
    }
    var counts = [0, 0]
    counts[1] = (try? cfTryDecode("hello"))?.count ?? 0
    try? counts[0] = cfTryDecode("xy").count
    print(counts)
}
