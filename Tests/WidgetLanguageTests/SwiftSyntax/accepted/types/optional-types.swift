struct Profile {
    var nickname: String?
    var age: Int? = nil
    var implicitly: String!
    var nested: Int??
    var optionalArray: [String]?
    var arrayOfOptionals: [String?]
    var optionalClosure: (() -> Void)?
    var generic: Optional<Int>
}
