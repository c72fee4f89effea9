func raw(_ p: UnsafePointer<Int>) -> Int {
    unsafe p.pointee
}
