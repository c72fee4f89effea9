import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Job control on a terminal: Ctrl-Z (a byte in raw mode) or SIGTSTP puts
/// the terminal back as the shell left it and stops the process; when the
/// shell continues it (`fg`), raw mode and the alternate screen come back and
/// everything is drawn again.
extension LiveHost {
    func suspend() {
        guard configuration.interface == .terminal else { return }
        TerminalDevice.restore()
        // SIGSTOP stops the process at once (it cannot be caught or ignored);
        // `kill` returns when the shell sends SIGCONT.
        kill(getpid(), SIGSTOP)
        resumed()
    }

    func resumed() {
        TerminalDevice.enter()
        presenter.invalidate()
        dirty = true
    }
}
