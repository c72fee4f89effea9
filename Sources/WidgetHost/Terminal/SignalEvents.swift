import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Turns signals into host events: SIGINT, SIGTERM and SIGHUP end the host
/// (after it has restored the terminal); SIGWINCH means the window was
/// resized. On a terminal SIGTSTP suspends (the host restores the terminal
/// first) and SIGCONT draws everything again.
final class SignalEvents {
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "widgetry.signals")

    init(into mailbox: Mailbox, resize: Bool) {
        var signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
        if resize { signals += [SIGTSTP, SIGCONT] }
        #if canImport(Glibc)
        if resize { signals.append(SIGWINCH) }
        #endif
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if number == SIGTSTP {
                    mailbox.post(.suspend)
                    return
                }
                if number == SIGCONT {
                    mailbox.post(.resize)
                    return
                }
                #if canImport(Glibc)
                if number == SIGWINCH {
                    mailbox.post(.resize)
                    return
                }
                #endif
                mailbox.post(.interrupt(number))
            }
            source.resume()
            sources.append(source)
        }
    }
}
