enum EnumOptPayload {
    case note(String?)
    case pair(first: Int?, second: Int)
}

func run() {
    print(EnumOptPayload.note("n"), EnumOptPayload.note(nil))
    let pair: EnumOptPayload = .pair(first: 3, second: 4)
    print(pair, [EnumOptPayload.pair(first: nil, second: 1)])
}
