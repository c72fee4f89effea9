enum NcaFailure: Error { case offline }

func ncaDescribe(_ value: Any) -> String { "<\(value)>" }

func run() {
    var error: Error? = nil
    print(error ?? "Unknown error")
    error = NcaFailure.offline
    print(error ?? "Unknown error")
    let count: Int? = nil
    print(ncaDescribe(count ?? "none"), ncaDescribe(Optional(3) ?? "none"))
}
