/// A set of Unicode scalars, possibly negated: a character class of a regular expression,
/// `.`, or a class escape such as `\d`.
struct ScalarSet: Equatable, Sendable {
  /// The class escapes, with the Unicode meaning that ICU (Foundation's regular expressions)
  /// and Python give them.
  enum Property: Equatable, Sendable {
    /// `\d`: decimal digits of any script.
    case digit
    /// `\w`: letters, marks, decimal digits, connector punctuation and the joiners.
    case word
    /// `\s`: the scalars Unicode calls white space.
    case space

    func contains(_ value: UInt32) -> Bool {
      if value < 0x80 {
        let byte = UInt8(value)
        switch self {
        case .digit: return (0x30...0x39).contains(byte)
        case .word:
          return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte) || byte == 0x5F
        case .space: return (0x09...0x0D).contains(byte) || byte == 0x20
        }
      }
      guard let scalar = Unicode.Scalar(value) else { return false }
      let properties = scalar.properties
      switch self {
      case .digit: return properties.numericType == .decimal
      case .word:
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation,
          .decimalNumber:
          return true
        default: return properties.isAlphabetic || properties.isJoinControl
        }
      case .space: return properties.isWhitespace
      }
    }
  }

  enum Member: Equatable, Sendable {
    case range(ClosedRange<UInt32>)
    case property(Property, negated: Bool)
  }

  let members: [Member]
  let negated: Bool
  /// Membership of the 128 ASCII scalars, bit by bit: steps are mostly ASCII.
  private let ascii: (low: UInt64, high: UInt64)

  init(_ members: [Member], negated: Bool = false) {
    self.members = members
    self.negated = negated
    var ascii: (low: UInt64, high: UInt64) = (0, 0)
    for value in UInt32(0)..<128 where Self.contains(value, members, negated) {
      if value < 64 {
        ascii.low |= 1 << UInt64(value)
      } else {
        ascii.high |= 1 << UInt64(value - 64)
      }
    }
    self.ascii = ascii
  }

  static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
    lhs.members == rhs.members && lhs.negated == rhs.negated
  }

  /// What `.` matches: every scalar but the line terminators.
  static let anyButLineBreak = ScalarSet(
    [.range(0x0A...0x0D), .range(0x85...0x85), .range(0x2028...0x2029)], negated: true)

  /// The set of a class escape, or of its capital (negated) form.
  static func property(_ property: Property, negated: Bool = false) -> ScalarSet {
    ScalarSet([.property(property, negated: negated)])
  }

  func contains(_ value: UInt32) -> Bool {
    if value < 64 { return ascii.low & (1 << UInt64(value)) != 0 }
    if value < 128 { return ascii.high & (1 << UInt64(value - 64)) != 0 }
    return Self.contains(value, members, negated)
  }

  private static func contains(_ value: UInt32, _ members: [Member], _ negated: Bool) -> Bool {
    let found = members.contains { member in
      switch member {
      case .range(let range): range.contains(value)
      case .property(let property, let negated): property.contains(value) != negated
      }
    }
    return found != negated
  }

  /// The members of `other`, which is not negated, added: for a class such as `[a-z\d]`.
  func union(_ other: ScalarSet) -> ScalarSet {
    ScalarSet(members + other.members, negated: negated)
  }
}
