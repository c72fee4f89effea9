func load(id: Int, retries: Int = 3, success: (String) -> Void, failure: (Error) -> Void) {}
func callLoad() {
    load(id: 1) { text in
        print(text)
    } failure: { error in
        print(error)
    }
    load(id: 2, retries: 1, success: { _ in }) { _ in }
}
