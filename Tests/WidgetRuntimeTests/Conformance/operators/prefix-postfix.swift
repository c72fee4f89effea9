import Foundation

prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }

postfix operator %%
postfix func %% (value: Double) -> Double { value / 100 }

prefix operator ~~
prefix func ~~ (text: String) -> String { String(text.reversed()) }

func run() {
    print(√16.0, √2.0)
    print(50.0%%, 200%% * 3)
    print(~~"stressed")
    print(√(9.0 + 16.0))
}
