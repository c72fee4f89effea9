protocol ProtoSpeaker {
    func speak() -> String
}

extension ProtoSpeaker {
    func speak() -> String { "..." }
    func whisper() -> String { "psst (extension)" }
}

struct ProtoParrot: ProtoSpeaker {
    func speak() -> String { "squawk" }
    func whisper() -> String { "psst (parrot)" }
}

func run() {
    let parrot = ProtoParrot()
    print(parrot.speak(), parrot.whisper())
    let speaker: any ProtoSpeaker = parrot
    print(speaker.speak(), speaker.whisper())
}
