// An at sign with no attribute name.
@ struct Model {}
