import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends everything one run of a command or plugin started. Each run gets a
/// marker in its environment (`WIDGETRY_RUN=…`), which its descendants
/// inherit — across `setsid`, `nohup` and double forks. When the run ends
/// (it exited, timed out or wrote too much), every process that is in its
/// process group, carries its marker, or descends from one of those or from
/// the program itself is killed, and those that are (or become, this process
/// being a child subreaper) our children are reaped.
///
/// On Linux the processes are found in `/proc`. Elsewhere only the process
/// group is killed: a descendant that leaves the group (`setsid`) survives.
enum ProcessTree {
    static let markerName = "WIDGETRY_RUN"

    /// A marker no other run of this process or any other shares.
    static func newMarker() -> String { "\(getpid())-\(UUID().uuidString)" }

    /// Kills what the run started; `root` is the program, killed too when it
    /// has not been reaped (`rootReaped`: its pid may be another's by now),
    /// but not reaped here: its status is the caller's. Gives up after `limit`
    /// seconds (a process stuck in the kernel cannot be reaped until it leaves it).
    static func end(root: pid_t, rootReaped: Bool, group: pid_t, marker: String, since rootStart: UInt64?, limit: Double = 2) {
        #if os(Linux)
        let me = getpid()
        let tag = Array("\(markerName)=\(marker)".utf8) + [0]
        let deadline = monotonicNow() + limit
        var killed: Set<pid_t> = []
        while true {
            let processes = snapshot()
            var seeds: [pid_t] = (rootReaped ? [] : [root]) + killed
            for entry in processes.values where entry.pid != me && entry.pid != root && entry.pid > 1 {
                if entry.group == group { seeds.append(entry.pid); continue }
                // Only processes started after the program can be its descendants.
                if !entry.zombie, entry.start >= rootStart ?? 0, carries(entry.pid, tag) { seeds.append(entry.pid) }
            }
            let targets = descendants(of: seeds, in: processes).subtracting([me, root, 1])
            // The tree is read before anything is killed, while parent links still hold.
            kill(-group, SIGKILL)
            if !rootReaped { kill(root, SIGKILL) }
            var alive = false
            for pid in targets where processes[pid]?.zombie == false {
                kill(pid, SIGKILL)
                alive = true
            }
            killed.formUnion(targets)
            // Reap those that are ours; forget those gone or another's to reap.
            for pid in killed {
                guard let entry = processes[pid] else { killed.remove(pid); continue }
                if entry.parent == me {
                    var status: Int32 = 0
                    if waitpid(pid, &status, WNOHANG) == pid { killed.remove(pid) }
                } else if !killed.contains(entry.parent) && (rootReaped || entry.parent != root) {
                    killed.remove(pid)
                }
            }
            if (!alive && killed.isEmpty) || monotonicNow() > deadline { return }
            usleep(2_000)
        }
        #else
        kill(-group, SIGKILL)
        if !rootReaped { kill(root, SIGKILL) }
        #endif
    }

    /// When `pid` started, to tell its descendants from older processes; nil when unknown.
    static func startTime(of pid: pid_t) -> UInt64? {
        #if os(Linux)
        return parseStat(pid)?.start
        #else
        return nil
        #endif
    }

    #if os(Linux)
    struct Entry {
        var pid: pid_t
        var parent: pid_t
        var group: pid_t
        var zombie: Bool
        /// Clock ticks after boot.
        var start: UInt64
    }

    /// Every process in `/proc`, by pid.
    static func snapshot() -> [pid_t: Entry] {
        var entries: [pid_t: Entry] = [:]
        guard let directory = opendir("/proc") else { return entries }
        defer { closedir(directory) }
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), let entry = parseStat(pid) else { continue }
            entries[pid] = entry
        }
        return entries
    }

    /// `/proc/PID/stat`: `pid (comm) state ppid pgrp … starttime` (field 22).
    static func parseStat(_ pid: pid_t) -> Entry? {
        let bytes = readSmall("/proc/\(pid)/stat", limit: 4096)
        // The command name may hold spaces and parentheses: fields follow the last ')'.
        guard let close = bytes.lastIndex(of: 0x29) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]), let start = UInt64(fields[19]) else { return nil }
        return Entry(pid: pid, parent: parent, group: group, zombie: fields[0] == "Z" || fields[0] == "X", start: start)
    }

    /// Whether the environment `pid` started with has `tag` (`NAME=value\0`).
    static func carries(_ pid: pid_t, _ tag: [UInt8]) -> Bool {
        let environment = [0] + readSmall("/proc/\(pid)/environ", limit: 1 << 20)
        guard environment.count > tag.count else { return false }
        var index = 0
        while let start = environment[index...].firstIndex(of: 0) {
            let from = start + 1
            if environment.count - from >= tag.count, environment[from..<(from + tag.count)].elementsEqual(tag) { return true }
            index = from
            if index >= environment.count { break }
        }
        return false
    }

    /// `seeds` and every process below them through parent links.
    static func descendants(of seeds: [pid_t], in processes: [pid_t: Entry]) -> Set<pid_t> {
        var children: [pid_t: [pid_t]] = [:]
        for entry in processes.values { children[entry.parent, default: []].append(entry.pid) }
        var found = Set(seeds.filter { processes[$0] != nil })
        var queue = Array(found)
        while let pid = queue.popLast() {
            for child in children[pid] ?? [] where found.insert(child).inserted { queue.append(child) }
        }
        return found
    }

    /// Up to `limit` bytes of a file (files in /proc report no size).
    static func readSmall(_ path: String, limit: Int) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let count = read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
    #endif
}
