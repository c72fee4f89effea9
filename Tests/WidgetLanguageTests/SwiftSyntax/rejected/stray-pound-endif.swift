// '#endif' with no '#if'.
let platform = "any"
#endif
