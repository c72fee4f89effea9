import Foundation

func run() {
    let url = URL(string: "https://api.example.com:8443/v1/weather/today.json?city=Oslo&units=metric#top")!
    print(url.scheme!)
    print(url.host!)
    print(url.port!)
    print(url.path)
    print(url.query!)
    print(url.fragment!)
    print(url.lastPathComponent)
    print(url.pathExtension)
    print(url.absoluteString)
}
