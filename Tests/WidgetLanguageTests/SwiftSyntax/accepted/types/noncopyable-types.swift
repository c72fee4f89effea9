struct FileHandle: ~Copyable {
    let descriptor: Int32
    consuming func close() {}
    deinit {}
}
enum Token: ~Copyable { case one, two }
func take<T: ~Copyable>(_ value: borrowing T) {}
