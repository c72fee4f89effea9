func run() {
    let file = "IMG_2024_beach.jpeg"
    print(file.hasPrefix("IMG_"), file.hasPrefix("img_"))
    print(file.hasSuffix(".jpeg"), file.hasSuffix(".png"))
    print(file.hasPrefix(""), file.hasSuffix(""))
    let urls = ["https://a.com", "http://b.com", "ftp://c.com"]
    print(urls.filter { $0.hasPrefix("http") })
    print(urls.map { $0.hasPrefix("https") ? "secure" : "plain" })
    print("abc".hasPrefix("abcd"), "é".hasPrefix("e"))
}
