import Foundation

enum SynMood: String, Codable { case happy, grumpy }
struct SynDiary: Codable {
    var mood: SynMood
    var days: [Int]
}

func run() {
    let json = #"{"mood":"grumpy","days":[1,2,3]}"#
    if let diary = try? JSONDecoder().decode(SynDiary.self, from: Data(json.utf8)) {
        print(diary.mood.rawValue, diary.days.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        if let data = try? encoder.encode(SynDiary(mood: .happy, days: [])) {
            print(String(decoding: data, as: UTF8.self))
        }
    }
    let bad = #"{"mood":"sleepy","days":[]}"#
    print((try? JSONDecoder().decode(SynDiary.self, from: Data(bad.utf8))) == nil)
}
