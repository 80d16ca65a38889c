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
    exactInteger(number).map { String($0) } ?? number.description
  }

  /// The integer a number is, when it is integral and exact (below 2^53 in magnitude: beyond
  /// that doubles are not exact integers any more, and the printed fraction says so).
  static func exactInteger(_ number: Double) -> Int64? {
    number.rounded(.towardZero) == number && abs(number) < 9_007_199_254_740_992
      ? Int64(number) : nil
  }
}
