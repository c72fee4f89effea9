// A raw string opened with two pound signs and closed with one.
let quoted = ##"He said "hi""#
