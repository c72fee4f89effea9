import Foundation

enum DecodedMark: Codable, Equatable {
    case pin(lat: Double, lon: Double)
    case note(String)
    case blank
}

struct DecodedBoard: Codable {
    var title: String
    var marks: [DecodedMark]
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let board = DecodedBoard(title: "trip", marks: [.pin(lat: 1.5, lon: -2), .note("cafe"), .blank])
    let back = try! JSONDecoder().decode(DecodedBoard.self, from: try! encoder.encode(board))
    print(back.marks)
    print(back.marks[0], back.marks[1], back.marks[2])
    print("\(back.marks[1])", String(describing: back.marks[0]))
    debugPrint(back.marks[1])
    print(back.marks == board.marks, back.marks.firstIndex(of: .note("cafe")) ?? -1)
    let one = try! JSONDecoder().decode(DecodedMark.self, from: Data(#"{"pin":{"lat":0,"lon":3.25}}"#.utf8))
    print(one, type(of: one))
}
