// A colon with no type after it.
struct Model {
    let count: = 5
}
