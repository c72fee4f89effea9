// `a ?? b` where the optional and the fallback are of two related classes, or two types of one protocol: the
// expression is of the type the context gives.
protocol AnyPost { var text: String { get } }

class CoalescedPost: AnyPost {
    let text: String
    init(text: String) { self.text = text }
}

final class CoalescedRepost: CoalescedPost {
    var original: CoalescedPost?
}

struct CoalescedQuote: AnyPost { let text: String }

func shown(_ post: AnyPost) -> String { "[\(post.text)]" }

func run() {
    let repost = CoalescedRepost(text: "repost")
    let plain: CoalescedPost = repost.original ?? repost
    print(plain.text)
    repost.original = CoalescedPost(text: "original")
    print((repost.original ?? repost).text)
    let quote: CoalescedQuote? = nil
    print(shown(quote ?? repost), shown(quote ?? CoalescedQuote(text: "quoted")))
}
