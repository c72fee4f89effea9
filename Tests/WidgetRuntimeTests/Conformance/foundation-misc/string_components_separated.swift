import Foundation

func run() {
    let csv = "apple,banana,,cherry"
    print(csv.components(separatedBy: ","))
    print(csv.components(separatedBy: ",").filter { !$0.isEmpty })
    let sentence = "one two\tthree\nfour"
    print(sentence.components(separatedBy: .whitespacesAndNewlines))
    print("a-b_c d".components(separatedBy: CharacterSet(charactersIn: "-_ ")))
    print("key=>value=>more".components(separatedBy: "=>"))
    print("none".components(separatedBy: ","))
    print("".components(separatedBy: ","))
}
