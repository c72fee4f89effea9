import Foundation

func run() {
    let raw = "Café & Bar/2024?"
    let query = raw.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!
    print(query)
    let path = raw.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
    print(path)
    let strict = raw.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    print(strict)
    print(strict.removingPercentEncoding!)
    print("100%25%20done".removingPercentEncoding!)
    print("bad%zz".removingPercentEncoding == nil)
}
