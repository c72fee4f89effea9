// Two commas with nothing between them.
let values = [1, , 2]
