import Foundation

func run() {
    let sound = URL(string: "https://cdn.example.com/audio/cs/ahoj.mp3")!
    print(sound.deletingPathExtension().relativePath)
    print(sound.deletingPathExtension().relativePath.dropFirst())
    let file = URL(fileURLWithPath: "/tmp/notes/today.txt")
    print(file.relativePath, file.path == file.relativePath)
    print(URL(string: "https://example.com")!.relativePath.isEmpty)
}
