// hashValue of the standard and Foundation values: equal values hash alike (the numbers themselves differ from run to run).

import Foundation

func run() {
    let url = URL(string: "https://example.com/a")!
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    print(url.hashValue == URL(string: "https://example.com/a")!.hashValue)
    print(id.hashValue == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!.hashValue)
    print(Decimal(string: "1.5")!.hashValue == Decimal(string: "1.5")!.hashValue)
    print(Character("x").hashValue == Character("x").hashValue, [1, 2].hashValue == [1, 2].hashValue)
    let maybe: Int? = 4
    print(maybe.hashValue == Optional(4).hashValue, Date(timeIntervalSince1970: 9).hashValue == Date(timeIntervalSince1970: 9).hashValue)
    var seen: Set<Int> = []
    for value in [url.hashValue, URL(string: "https://example.com/a")!.hashValue] { seen.insert(value) }
    print(seen.count)
}
