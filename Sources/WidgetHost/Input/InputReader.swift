import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads standard input on its own thread and posts what it reads. At the end
/// of input (a closed pipe, /dev/null) it posts `inputClosed` and stops: the
/// host keeps running and still quits on a signal.
enum InputReader {
    static func start(descriptor: Int32 = 0, into mailbox: Mailbox) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 512)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count < 0, errno == EAGAIN {
                    usleep(20_000)  // a non-blocking descriptor: wait a little
                    continue
                }
                if count <= 0 {
                    mailbox.post(.inputClosed)
                    return
                }
                mailbox.post(.input(Array(buffer[0..<count])))
            }
        }
        thread.name = "widgetry.input"
        thread.stackSize = 128 * 1024
        thread.start()
    }
}
