struct OpProfile { var nickname: String?; var age: Int? }

func run() {
    let a: Int? = nil
    let b: Int? = 7
    print(a ?? 0, b ?? 0)
    print(a ?? b ?? -1)
    let profiles = [OpProfile(nickname: nil, age: 30), OpProfile(nickname: "zed", age: nil)]
    for profile in profiles {
        print(profile.nickname ?? "anonymous", profile.age.map { $0 + 1 } ?? 0)
    }
    let c: Int? = nil
    print((c ?? 2) * 10)
    print(profiles.first?.nickname?.count ?? -1, profiles.last?.nickname?.count ?? -1)
}
