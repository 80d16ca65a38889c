/// Reads a regular expression into a ``PatternNode`` tree: the syntax Cucumber Expressions
/// compile to and parameter types are written in (literals, escapes, classes, `.`, groups,
/// `|`, the quantifiers with their lazy forms, `^`, `$`, `\b`, lookaheads).
///
/// What a whole-text yes-or-no matcher cannot honour the same way as the runners' engines is
/// refused with a message naming it: back-references, lookbehinds, inline flags, Unicode
/// properties and possessive quantifiers.
struct PatternParser {
  private var scalars: [Unicode.Scalar]
  private var index = 0

  /// The most repetitions a counted quantifier may ask for; the matcher unrolls them.
  static let repetitionLimit = 1000

  init(_ pattern: String) {
    scalars = Array(pattern.unicodeScalars)
  }

  /// - Throws: a message saying what the pattern does that cannot be read.
  static func parse(_ pattern: String) throws(PatternError) -> PatternNode {
    var parser = PatternParser(pattern)
    let node = try parser.alternation()
    if parser.index < parser.scalars.count {
      throw PatternError(message: "a ')' has no '('")
    }
    return node
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard current == scalar else { return false }
    index += 1
    return true
  }

  private mutating func alternation() throws(PatternError) -> PatternNode {
    var branches = [try sequence()]
    while take("|") { branches.append(try sequence()) }
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  private mutating func sequence() throws(PatternError) -> PatternNode {
    var items: [PatternNode] = []
    while let scalar = current, scalar != "|", scalar != ")" {
      let atom = try self.atom()
      items.append(try quantified(atom))
    }
    switch items.count {
    case 0: return .empty
    case 1: return items[0]
    default: return .sequence(items)
    }
  }

  private mutating func atom() throws(PatternError) -> PatternNode {
    guard let scalar = current else { throw PatternError(message: "the pattern ends early") }
    index += 1
    switch scalar {
    case "(": return try group()
    case "[": return .set(try characterClass())
    case ".": return .set(.anyButLineBreak)
    case "^": return .start
    case "$": return .end
    case "\\": return try escape(inClass: false)
    case "*", "+", "?":
      throw PatternError(message: "the quantifier '\(scalar)' follows nothing")
    default: return .scalar(scalar)
    }
  }

  private mutating func group() throws(PatternError) -> PatternNode {
    var lookahead: Bool?
    if take("?") {
      if take(":") {
      } else if take("=") {
        lookahead = false
      } else if take("!") {
        lookahead = true
      } else if current == "<", index + 1 < scalars.count,
        !"=!".unicodeScalars.contains(scalars[index + 1])
      {
        // A named group: the name does not change what matches.
        while let scalar = current, scalar != ">" { index += 1 }
        guard take(">") else { throw PatternError(message: "a group name is never closed") }
      } else {
        throw PatternError(
          message: "it uses '(?\(current.map(String.init) ?? "")', which is not supported")
      }
    }
    let inner = try alternation()
    guard take(")") else { throw PatternError(message: "a '(' is never closed") }
    if let negative = lookahead { return .lookahead(inner, negative: negative) }
    return inner
  }

  private mutating func quantified(_ atom: PatternNode) throws(PatternError) -> PatternNode {
    var node = atom
    while let scalar = current {
      let bounds: (min: Int, max: Int?)
      switch scalar {
      case "*": bounds = (0, nil)
      case "+": bounds = (1, nil)
      case "?": bounds = (0, 1)
      case "{":
        guard let counted = countedBounds() else { return node }
        bounds = counted
      default: return node
      }
      if scalar != "{" { index += 1 }
      if take("+") {
        throw PatternError(message: "it uses a possessive quantifier, which is not supported")
      }
      _ = take("?")
      node = .repetition(node, min: bounds.min, max: bounds.max)
    }
    return node
  }

  /// `{n}`, `{n,}` or `{n,m}` at the current position, consumed; nil (nothing consumed) when
  /// the brace is literal text, as the runners' engines read it.
  private mutating func countedBounds() -> (min: Int, max: Int?)? {
    let start = index
    index += 1
    func number() -> Int? {
      var value: Int?
      while let scalar = current, ("0"..."9").contains(scalar) {
        value = min((value ?? 0) * 10 + Int(scalar.value - 0x30), Self.repetitionLimit + 1)
        index += 1
      }
      return value
    }
    guard let low = number() else {
      index = start
      return nil
    }
    var high: Int? = low
    if take(",") { high = number() }
    guard take("}"), low <= Self.repetitionLimit, (high ?? low) <= Self.repetitionLimit,
      low <= (high ?? low)
    else {
      index = start
      return nil
    }
    return (low, high)
  }

  private mutating func characterClass() throws(PatternError) -> ScalarSet {
    let negated = take("^")
    var set = ScalarSet([], negated: negated)
    var first = true
    while let scalar = current, scalar != "]" || first {
      first = false
      index += 1
      var low: UInt32
      if scalar == "\\" {
        switch try escape(inClass: true) {
        case .set(let member):
          set = set.union(member)
          continue
        case .scalar(let literal): low = literal.value
        default: throw PatternError(message: "a class holds an escape that is not a character")
        }
      } else if scalar == "[", current == ":" {
        throw PatternError(message: "it uses a POSIX class '[:', which is not supported")
      } else {
        low = scalar.value
      }
      var high = low
      if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
        index += 1
        guard let end = current else { break }
        index += 1
        if end == "\\" {
          guard case .scalar(let literal) = try escape(inClass: true) else {
            throw PatternError(message: "a class range ends in a set")
          }
          high = literal.value
        } else {
          high = end.value
        }
        guard low <= high else { throw PatternError(message: "a class range runs backwards") }
      }
      set = set.union(ScalarSet([.range(low...high)]))
    }
    guard take("]") else { throw PatternError(message: "a '[' is never closed") }
    return set
  }

  /// The escape after a `\`.
  private mutating func escape(inClass: Bool) throws(PatternError) -> PatternNode {
    guard let scalar = current else { throw PatternError(message: "it ends with a lone '\\'") }
    index += 1
    switch scalar {
    case "d": return .set(.property(.digit))
    case "D": return .set(.property(.digit, negated: true))
    case "w": return .set(.property(.word))
    case "W": return .set(.property(.word, negated: true))
    case "s": return .set(.property(.space))
    case "S": return .set(.property(.space, negated: true))
    case "t": return .scalar("\t")
    case "n": return .scalar("\n")
    case "r": return .scalar("\r")
    case "f": return .scalar("\u{0C}")
    case "v": return .scalar("\u{0B}")
    case "b" where inClass: return .scalar("\u{08}")
    case "b": return .wordBoundary(negative: false)
    case "B" where !inClass: return .wordBoundary(negative: true)
    case "x", "u":
      let width = scalar == "x" ? 2 : 4
      let digits = String(
        String.UnicodeScalarView(scalars[index..<min(index + width, scalars.count)]))
      guard digits.count == width, let value = UInt32(digits, radix: 16),
        let literal = Unicode.Scalar(value)
      else { throw PatternError(message: "a '\\\(scalar)' escape needs \(width) hex digits") }
      index += width
      return .scalar(literal)
    default:
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        throw PatternError(message: "it uses the escape '\\\(scalar)', which is not supported")
      }
      return .scalar(scalar)
    }
  }
}
