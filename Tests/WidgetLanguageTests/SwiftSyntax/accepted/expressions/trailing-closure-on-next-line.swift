// A trailing closure whose brace starts the next line, as brace-on-its-own-line code writes it.
func nextLineMake(_ body: () -> Int) -> Int { body() }
func nextLineStack(spacing: Int, _ content: () -> Int) -> Int { content() + spacing }

func nextLineUse() -> Int {
    let a = nextLineMake
    {
        1
    }
    let b = nextLineStack(spacing: 2)
    {
        nextLineMake
        {
            3
        }
    }
    if a < b
    {
        return a
    }
    for n in [a, b]
    {
        _ = n
    }
    switch a
    {
    default:
        break
    }
    return b
}
