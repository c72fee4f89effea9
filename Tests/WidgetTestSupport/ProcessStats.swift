import Foundation

/// A child process's resident memory and CPU time, read from /proc on Linux;
/// nil elsewhere (the tests then skip those checks). The benchmark reads them too.
public enum ProcessStats {
    /// VmRSS in MB.
    public static func residentMegabytes(_ pid: Int32) -> Double? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kilobytes / 1024
        #else
        return nil
        #endif
    }

    /// Whether the process maps the Swift runtime as a shared library (`libswiftCore.so`): a
    /// build without `--static-swift-stdlib`. nil where /proc cannot tell.
    public static func linksSwiftRuntimeDynamically(_ pid: Int32) -> Bool? {
        #if os(Linux)
        guard let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8) else { return nil }
        return maps.contains("libswiftCore.so")
        #else
        return nil
        #endif
    }

    /// User plus system CPU time in seconds (utime + stime of /proc/PID/stat).
    public static func cpuSeconds(_ pid: Int32) -> Double? {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        return nil
        #endif
    }

    /// The peak resident memory (VmHWM) in kB.
    public static func highWaterKilobytes(_ pid: Int32) -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        #else
        return nil
        #endif
    }
}
