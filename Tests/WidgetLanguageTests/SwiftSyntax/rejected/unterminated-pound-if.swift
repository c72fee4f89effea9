// '#if' with no '#endif'.
#if os(iOS)
let platform = "iOS"
#else
let platform = "other"
