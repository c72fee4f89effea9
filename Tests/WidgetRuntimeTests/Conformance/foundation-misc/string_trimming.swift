import Foundation

func run() {
    let padded = "  \n Hello, World!\t  "
    print("[\(padded.trimmingCharacters(in: .whitespaces))]")
    print("[\(padded.trimmingCharacters(in: .whitespacesAndNewlines))]")
    print("...Wow!!!".trimmingCharacters(in: .punctuationCharacters))
    print("007James007".trimmingCharacters(in: .decimalDigits))
    print("xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))
    print("[\("   ".trimmingCharacters(in: .whitespaces))]")
}
