import Foundation

func run() {
    // The number an NSString's text starts with, as Foundation reads it.
    for text in ["12.5 kg", "  -3", "abc", "42", "7e2x", "0.25"] {
        let ns = NSString(string: text)
        print(text, ns.doubleValue, ns.integerValue, ns.intValue, ns.boolValue)
    }
    let percentage = "64.5"
    print((percentage as NSString).doubleValue * 2, NSString(string: "yes").boolValue, NSString(string: "0").boolValue)
}
