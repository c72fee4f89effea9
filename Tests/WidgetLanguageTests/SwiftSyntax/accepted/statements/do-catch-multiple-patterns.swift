enum NetError: Error { case offline, timeout, server(Int) }
func retryable(_ e: Error) -> Bool {
    do { throw e }
    catch NetError.offline, NetError.timeout { return true }
    catch NetError.server(500...599) { return true }
    catch { return false }
}
