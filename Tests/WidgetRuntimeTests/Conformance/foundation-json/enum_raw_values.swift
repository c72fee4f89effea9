import Foundation

enum TicketPriority: String, Codable {
    case low, medium, high
}

enum TicketLevel: Int, Codable {
    case one = 1, two = 2
}

struct Ticket: Codable {
    let priority: TicketPriority
    let level: TicketLevel
}

func run() {
    let json = #"[{"priority": "high", "level": 2}, {"priority": "low", "level": 1}]"#
    let tickets = try! JSONDecoder().decode([Ticket].self, from: Data(json.utf8))
    for ticket in tickets {
        print(ticket.priority, ticket.priority.rawValue, ticket.level.rawValue)
    }
    let bad = try? JSONDecoder().decode([Ticket].self, from: Data(#"[{"priority": "urgent", "level": 1}]"#.utf8))
    print(bad == nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(tickets), encoding: .utf8)!)
}
