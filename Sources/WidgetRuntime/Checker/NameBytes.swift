extension String {
    /// The first UTF-8 byte of a name (0 for ""), read in place: `utf8.first` is a
    /// call into an unspecialized collection method, and the checker asks it of
    /// nearly every call's name to tell the few special ones apart.
    @inline(__always)
    var firstByte: UInt8 {
        if let byte = utf8.withContiguousStorageIfAvailable({ $0.first ?? 0 }) { return byte }
        return utf8.first ?? 0
    }

    /// The last UTF-8 byte of a name (0 for ""), read in place (see `firstByte`).
    @inline(__always)
    var lastByte: UInt8 {
        if let byte = utf8.withContiguousStorageIfAvailable({ $0.last ?? 0 }) { return byte }
        return utf8.last ?? 0
    }
}
