enum EnumWeekday: Int { case monday, tuesday, wednesday }
enum EnumFloor: Int { case basement = -1, ground, first, second }
enum EnumStep: Int { case a = 10, b, c = 20, d }
enum EnumSuit: String { case hearts, spades, clubs = "CLUBS", diamonds }

func run() {
    print(EnumWeekday.monday.rawValue, EnumWeekday.wednesday.rawValue)
    print(EnumFloor.ground.rawValue, EnumFloor.second.rawValue)
    print(EnumStep.b.rawValue, EnumStep.d.rawValue)
    print(EnumSuit.hearts.rawValue, EnumSuit.clubs.rawValue, EnumSuit.diamonds.rawValue)
}
