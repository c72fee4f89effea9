let tag = "#hashtag"
let pound = "## Heading"
let url = "https://example.com/#/route?x=1&y=2"
let slash = "a/b/c"
