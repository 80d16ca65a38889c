/// A regular expression this matcher cannot read, and why.
struct PatternError: Error {
  var message: String
}
