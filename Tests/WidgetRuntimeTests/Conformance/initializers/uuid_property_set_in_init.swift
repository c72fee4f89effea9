import Foundation

struct UuModel: Identifiable {
    var id = UUID()
    var count: Int
    init(id: UUID, count: Int?) {
        self.id = id
        self.count = count ?? 0
    }
    init() { count = 1 }
}

func run() {
    let u = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let m = UuModel(id: u, count: nil)
    print(m.id == u, m.count, UuModel().count)
}
