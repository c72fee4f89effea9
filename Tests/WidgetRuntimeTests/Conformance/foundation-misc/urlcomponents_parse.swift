import Foundation

func run() {
    let components = URLComponents(string: "https://user:pw@shop.example.com:9000/items/list?page=2&sort=price&tag=a%20b&flag")!
    print(components.scheme!, components.host!, components.port!)
    print(components.user!, components.password!)
    print(components.path)
    for item in components.queryItems! {
        print(item.name, "=", item.value ?? "nil")
    }
    print(components.percentEncodedQuery!)
}
