struct Größe { var wert: Double }
enum Farbe { case rot, grün, blau }
struct 日記 { var 内容: String }
let g = Größe(wert: 1)
let f: Farbe = .grün
