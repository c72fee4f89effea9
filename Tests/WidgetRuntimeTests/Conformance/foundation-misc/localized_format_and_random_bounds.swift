import Foundation

func run() {
    print(String.localizedStringWithFormat("%d of %@", 3, "five"))
    print(String.localizedStringWithFormat("%.2f%%", 12.5))
    print(CGFloat.random(in: 2...2), Double.random(in: 0.5...0.5))
}
