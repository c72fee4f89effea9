// 'infix operator' with no operator.
infix operator : AdditionPrecedence
