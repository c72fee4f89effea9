enum EnumResultCode: Equatable {
    case success
    case failure(code: Int, message: String)
}

func run() {
    let a = EnumResultCode.failure(code: 1, message: "x")
    print(a == .failure(code: 1, message: "x"), a == .failure(code: 2, message: "x"))
    print(a == .success, EnumResultCode.success == .success)
    let all: [EnumResultCode] = [.success, a, .success]
    print(all.filter { $0 == .success }.count)
}
