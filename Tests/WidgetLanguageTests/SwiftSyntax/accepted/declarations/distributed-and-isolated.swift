import Distributed
distributed actor Player {
    typealias ActorSystem = LocalTestingDistributedActorSystem
    distributed func move() {}
    distributed var score: Int { 0 }
    nonisolated func local() {}
}
actor Worker {
    func run(on other: isolated Worker) {}
    isolated deinit {}
}
