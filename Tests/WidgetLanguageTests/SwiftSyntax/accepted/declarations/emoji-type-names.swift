struct 🐱 { var name: String }
enum 🌦 { case 🌞, 🌧 }
func pet(_ cat: 🐱) -> 🌦 { .🌞 }
extension 🐱 { var 🔊: String { "meow" } }
