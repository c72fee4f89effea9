enum API {
    @available(*, deprecated, message: "use v2")
    case v1
    case v2
    @available(iOS 18, *) case v3(String)
    indirect case wrapped(API)
}
