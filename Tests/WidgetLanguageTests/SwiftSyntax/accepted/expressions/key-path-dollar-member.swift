import SwiftUI
struct Form: View {
    @State var person = Person()
    var body: some View {
        let kp = \Self.$person
        let inner = \Form.$person.name
        Text("\(String(describing: kp)) \(String(describing: inner))")
    }
}
struct Person { var name = "" }
