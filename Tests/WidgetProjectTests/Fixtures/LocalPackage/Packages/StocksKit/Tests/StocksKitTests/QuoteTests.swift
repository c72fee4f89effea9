// A test target: not part of the product.
