import Foundation

func prRectText(_ r: CGRect) -> String {
    "\(r.origin.x) \(r.origin.y) \(r.size.width) \(r.size.height)"
}
func run() {
    let a = CGRect(x: 1.5, y: 2.25, width: 10.2, height: 3.5)
    print(prRectText(a.integral))
    let b = CGRect(x: -3.7, y: 0.5, width: 2.0, height: 0.0)
    print(prRectText(b.integral), b.integral.isEmpty)
    let c = CGRect(x: 10, y: 10, width: -4, height: -6.5)
    print(prRectText(c.standardized), prRectText(c.integral))
    print(c.width, c.minX, c.maxX, c.standardized.width)
    let d = CGRect(x: 4, y: 4, width: 8, height: 8).insetBy(dx: 1.25, dy: 1.25)
    print(prRectText(d), prRectText(d.integral), d.integral.midX)
}
