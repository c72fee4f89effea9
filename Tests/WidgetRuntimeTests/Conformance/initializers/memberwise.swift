struct InitBook {
    var title: String
    var pages: Int = 100
    var subtitle: String? = nil
    let language: String
}

func run() {
    let a = InitBook(title: "A", language: "en")
    let b = InitBook(title: "B", pages: 5, language: "fr")
    let c = InitBook(title: "C", pages: 1, subtitle: "sub", language: "de")
    print(a.title, a.pages, a.subtitle ?? "-", a.language)
    print(b.title, b.pages, b.subtitle ?? "-", b.language)
    print(c.title, c.pages, c.subtitle ?? "-", c.language)
}
