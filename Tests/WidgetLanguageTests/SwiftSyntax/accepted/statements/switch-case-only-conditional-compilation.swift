// A case whose only statements sit in a `#if` branch the build does not take.
enum Sheet { case share, info }

func describe(_ sheet: Sheet) -> Int {
    switch sheet {
    case .share:
        #if MAIN_APP
        print("share")
        #endif
    default:
        break
    }
    return 0
}
