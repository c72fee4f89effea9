struct Wrapper {
    var inner: [Int] = []
    var view: [Int] {
        borrowing get { inner }
    }
}
