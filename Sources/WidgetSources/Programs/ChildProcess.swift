import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program directly (no shell) in its own process group, feeds it
/// stdin, collects stdout and stderr up to a size limit, and when it is done
/// — exited, out of time or over the limit — kills everything it started that
/// is still running (see `ProcessTree`).
struct ChildProcess {
    struct Outcome {
        /// The exit status, when the program exited by itself.
        var status: Int32?
        /// The signal that ended it, when one did.
        var signal: Int32?
        var stdout: [UInt8]
        var stderr: [UInt8]
        var timedOut: Bool
        /// Output went over the limit; the program was stopped.
        var overLimit: Bool
    }

    struct LaunchError: Error {
        var message: String
    }

    var executable: String
    /// The arguments after the program name; `argv[0]` is `name`.
    var name: String
    var arguments: [String]
    var environment: [String: String]
    var directory: String?
    var input: [UInt8] = []
    var timeout: Double
    var outputLimit: Int

    /// Writing to a program that has already exited must give EPIPE, not kill the runtime.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    func run() throws(LaunchError) -> Outcome {
        _ = ChildProcess.ignoreBrokenPipes
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            closeAll(stdinPipe + stdoutPipe + stderrPipe)
            throw LaunchError(message: "cannot create a pipe")
        }
        // No other program this process starts may inherit them.
        for fd in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = SourcePlatform.becomeSubreaper
        let marker = ProcessTree.newMarker()
        let pid: pid_t
        do {
            pid = try spawn(stdin: stdinPipe[0], stdout: stdoutPipe[1], stderr: stderrPipe[1], marker: marker)
        } catch {
            closeAll(stdinPipe + stdoutPipe + stderrPipe)
            throw error
        }
        // The child has its own copies of these ends.
        close(stdinPipe[0]); close(stdoutPipe[1]); close(stderrPipe[1])
        for fd in [stdinPipe[1], stdoutPipe[0], stderrPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let started = ProcessTree.startTime(of: pid)
        var outcome = collect(pid: pid, stdin: stdinPipe[1], stdout: stdoutPipe[0], stderr: stderrPipe[0])
        // Whatever it started and left running is ended too, whether it exited or not.
        let reaped = outcome.status != nil || outcome.signal != nil
        ProcessTree.end(root: pid, rootReaped: reaped, group: pid, marker: marker, since: started)
        if !reaped, let status = waitStatus(pid, blocking: true) {
            if outcome.timedOut || outcome.overLimit { outcome.signal = SIGKILL } else { record(status, in: &outcome) }
        }
        return outcome
    }

    private func spawn(stdin: Int32, stdout: Int32, stderr: Int32, marker: String) throws(LaunchError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        if let directory, let addChdir = ChildProcess.addChdir { _ = addChdir(&actions, directory) }
        // Nothing else of ours leaks into the program (or a daemon it leaves running):
        // another thread's pipe held open there would never see its end of file.
        if let addCloseFrom = ChildProcess.addCloseFrom { _ = addCloseFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so a timeout can kill everything it started;
        // default signal handling and no blocked signals, whatever ours are.
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        var environment = self.environment
        environment[ProcessTree.markerName] = marker
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        var result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        // A program just written may still be open for writing in a process
        // another thread is starting (until its exec closes it): try again.
        for _ in 0..<10 where result == ETXTBSY {
            usleep(20_000)
            result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        guard result == 0 else {
            throw LaunchError(message: String(cString: strerror(result)))
        }
        return pid
    }

    private func collect(pid: pid_t, stdin: Int32, stdout: Int32, stderr: Int32) -> Outcome {
        var outcome = Outcome(status: nil, signal: nil, stdout: [], stderr: [], timedOut: false, overLimit: false)
        var input = self.input[...]
        var stdinFD: Int32? = stdin, stdoutFD: Int32? = stdout, stderrFD: Int32? = stderr
        if input.isEmpty { close(stdin); stdinFD = nil }
        let deadline = monotonicNow() + timeout
        var exitedAt: Double?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var reaped = false

        loop: while stdoutFD != nil || stderrFD != nil || !reaped {
            let now = monotonicNow()
            if now >= deadline { outcome.timedOut = true; break }
            // After the program exits, whatever it started gets a moment to let go of the pipes.
            if let exitedAt, now - exitedAt > 0.2 { break }
            var fds: [pollfd] = []
            if let fd = stdoutFD { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            if let fd = stderrFD { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            if let fd = stdinFD { fds.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
            let wait = Int32(max(1, min(50, (deadline - now) * 1000)))
            if !fds.isEmpty { _ = poll(&fds, nfds_t(fds.count), wait) } else { usleep(UInt32(wait) * 1000) }

            for entry in fds where entry.revents != 0 {
                if entry.fd == stdinFD {
                    let written = input.withUnsafeBytes { write(entry.fd, $0.baseAddress, $0.count) }
                    if written > 0 { input = input.dropFirst(written) }
                    if input.isEmpty || (written < 0 && errno != EAGAIN) {
                        close(entry.fd)
                        stdinFD = nil
                    }
                    continue
                }
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.fd == stdoutFD { outcome.stdout += buffer[0..<count] } else { outcome.stderr += buffer[0..<count] }
                    if outcome.stdout.count + outcome.stderr.count > outputLimit { outcome.overLimit = true; break loop }
                } else if count == 0 || errno != EAGAIN {
                    close(entry.fd)
                    if entry.fd == stdoutFD { stdoutFD = nil } else { stderrFD = nil }
                }
            }
            if !reaped, let status = waitStatus(pid, blocking: false) {
                reaped = true
                exitedAt = monotonicNow()
                record(status, in: &outcome)
            }
        }
        // The caller ends the program (when it has not exited), what it started, and reaps it.
        for fd in [stdinFD, stdoutFD, stderrFD].compactMap({ $0 }) { close(fd) }
        return outcome
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which Swift's Glibc module does not export.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+): the child keeps only 0, 1 and 2.
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    private func record(_ status: Int32, in outcome: inout Outcome) {
        if status & 0x7F == 0 { outcome.status = (status >> 8) & 0xFF } else { outcome.signal = status & 0x7F }
    }

    private func waitStatus(_ pid: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { return status }
            if result == -1, errno == EINTR { continue }
            return nil
        }
    }

    private func closeAll(_ fds: [Int32]) { for fd in fds where fd >= 0 { close(fd) } }

    /// Finds a program: a name with a `/` is a path (relative to `folder`),
    /// any other name is looked up on `PATH`.
    static func locate(_ program: String, folder: URL, path: String?) -> String? {
        if program.contains("/") {
            let full = program.hasPrefix("/") ? program : folder.appendingPathComponent(program).path
            return access(full, X_OK) == 0 && !isDirectory(full) ? full : nil
        }
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + program
            if access(candidate, X_OK) == 0, !isDirectory(candidate) { return candidate }
        }
        return nil
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
