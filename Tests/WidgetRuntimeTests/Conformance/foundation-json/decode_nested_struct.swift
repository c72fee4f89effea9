import Foundation

struct NestedAddress: Decodable {
    let city: String
    let zip: String
}

struct NestedPerson: Decodable {
    let name: String
    let address: NestedAddress
    let tags: [String]
}

func run() {
    let json = """
    {"name": "Grace", "address": {"city": "Arlington", "zip": "22201"}, "tags": ["navy", "cobol"]}
    """
    let person = try! JSONDecoder().decode(NestedPerson.self, from: Data(json.utf8))
    print(person.name)
    print(person.address.city, person.address.zip)
    print(person.tags.count, person.tags.joined(separator: "+"))
}
