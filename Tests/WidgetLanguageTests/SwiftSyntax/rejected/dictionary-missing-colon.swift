// A dictionary literal entry without its colon.
let scores = ["alice" 3, "bob": 4]
