func semis() { let a = 1; let b = 2; print(a + b); }
struct S { var a = 1; var b = 2; func f() {}; }
