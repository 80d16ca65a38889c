extension Value {
  /// The text `{{name}}` inserts for this value: nil for a list or an object, which have no
  /// text form.
  var interpolation: String? {
    switch self {
    case .string(let text): text
    case .number(let number): Self.text(of: number)
    case .bool(let value): value ? "true" : "false"
    case .null: ""
    case .list, .object: nil
    }
  }

  /// A number as the spec prints it: `85` for an integral value, `1.21` for others (the
  /// shortest text that reads back as the same number).
  static func text(of number: Double) -> String {
    // Beyond 2^53 doubles are not exact integers any more; the exponent form says so.
    if number.rounded(.towardZero) == number, abs(number) < 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return number.description
  }
}
