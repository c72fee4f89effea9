// The compiler parses inactive branches too: this one has a broken declaration.
#if false
let broken = (1 +
#endif
let fine = 1
