#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and waits for it with `posix_spawn` and `waitpid`, so the
/// measured time is the child's, not a run loop's polling interval.
/// Its output goes to /dev/null. Returns the exit status, or nil if it could not start.
func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    var terminated = argv + [nil]
    let started = terminated.withUnsafeMutableBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return -1 }
        return posix_spawn(&pid, path, &actions, nil, base, environ)
    }
    guard started == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
        if errno != EINTR { return nil }
    }
    return (status >> 8) & 0xFF
}
