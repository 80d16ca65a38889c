/// A Cucumber Expression (`{screenReader} announces the role {string}`) compiled to a regular
/// expression that matches a whole step text: `pattern` for the runners' step definitions,
/// and the project's own matcher, which reads that pattern, for the steps it checks.
///
/// Supports what the Cucumber Expressions syntax defines: parameters `{name}`, optional text
/// `(s)`, alternatives `a/b` within a word, and `\` escapes.
public struct CucumberExpression: Sendable {
  public let source: String
  /// The anchored regular expression the expression compiles to.
  public let pattern: String
  private let program: PatternProgram
  /// The longest run of literal text every matching step contains, checked before the
  /// regular expression, which costs far more: most steps fail on it at once.
  private let requiredText: [UInt8]

  /// - Throws: ``CucumberExpressionError`` for unbalanced braces or parentheses, an unknown
  ///   parameter type, or an empty alternative.
  public init(_ source: String, parameterTypes: [ParameterType]) throws(CucumberExpressionError) {
    self.source = source
    pattern = "^" + (try Self.compile(source, parameterTypes)) + "$"
    requiredText = Array(
      (Self.literalWords(of: source).max { $0.utf8.count < $1.utf8.count } ?? "").utf8)
    do throws(PatternError) {
      program = try PatternProgram(PatternParser.parse(pattern))
    } catch {
      throw CucumberExpressionError(
        expression: source,
        message: "the regular expressions of its parameter types cannot be read: " + error.message)
    }
  }

  /// Whether `text` (a step's text, without its keyword) matches the whole expression.
  public func matches(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(matches(utf8:))
  }

  /// The same for a text's UTF-8 bytes.
  public func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
    program.mayStart(with: text.first)
      && (requiredText.isEmpty || Self.contains(text, requiredText)) && program.matches(text)
  }

  /// Whether a text starting with `byte` (nil: the empty text) may match: vocabularies sort
  /// their phrases by it.
  public func mayStart(with byte: UInt8?) -> Bool {
    program.mayStart(with: byte)
  }

  /// Whether `bytes` contain `needle`.
  private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    guard bytes.count >= needle.count, let first = needle.first else { return needle.isEmpty }
    var start = 0
    while start <= bytes.count - needle.count {
      if bytes[start] == first {
        var index = 1
        while index < needle.count, bytes[start + index] == needle[index] { index += 1 }
        if index == needle.count { return true }
      }
      start += 1
    }
    return false
  }

  // MARK: - Compiling

  /// The pieces of literal text in the words of an expression (outside parameters, optional
  /// text and words with alternatives), unescaped: a text that matches contains each of them.
  static func literalWords(of source: String) -> [String] {
    var pieces: [String] = []
    for word in source.split(separator: " ") {
      var piece = ""
      var parts: [String] = []
      var escaped = false
      var skipUntil: Character?
      var alternative = false
      for character in word {
        if let end = skipUntil {
          if character == end { skipUntil = nil }
          continue
        }
        if escaped {
          piece.append(character)
          escaped = false
          continue
        }
        switch character {
        case "\\": escaped = true
        case "/": alternative = true
        case "{", "(":
          parts.append(piece)
          piece = ""
          skipUntil = character == "{" ? "}" : ")"
        default: piece.append(character)
        }
      }
      parts.append(piece)
      if !alternative { pieces += parts.filter { !$0.isEmpty } }
    }
    return pieces
  }

  private static func compile(_ source: String, _ types: [ParameterType])
    throws(CucumberExpressionError) -> String
  {
    var out = ""
    var word = ""  // the current run of text without white space, for alternatives
    var characters = Array(source)[...]
    func flushWord() throws(CucumberExpressionError) {
      guard !word.isEmpty else { return }
      out += try alternatives(word, source)
      word = ""
    }
    while let character = characters.popFirst() {
      switch character {
      case "\\":
        guard let escaped = characters.popFirst() else {
          throw CucumberExpressionError(expression: source, message: "it ends with a lone '\\'")
        }
        word += "\\" + String(escaped)
      case "{":
        try flushWord()
        guard let close = characters.firstIndex(of: "}") else {
          throw CucumberExpressionError(expression: source, message: "a '{' is never closed")
        }
        let name = String(characters[..<close])
        characters = characters[(close + 1)...]
        guard let type = types.first(where: { $0.name == name }) else {
          throw CucumberExpressionError(
            expression: source, message: "it uses the undefined parameter type {\(name)}")
        }
        out += "(" + type.regexps.map { "(?:\($0))" }.joined(separator: "|") + ")"
      case "(":
        guard let close = characters.firstIndex(of: ")") else {
          throw CucumberExpressionError(expression: source, message: "a '(' is never closed")
        }
        let optional = String(characters[..<close])
        characters = characters[(close + 1)...]
        word += "\u{0}(" + optional + "\u{0})"
      case " ":
        try flushWord()
        out += " "
      default:
        word.append(character)
      }
    }
    try flushWord()
    return out
  }

  /// A word of literal text with optional parts (marked by NUL) and `/` alternatives.
  private static func alternatives(_ word: String, _ source: String) throws(CucumberExpressionError)
    -> String
  {
    var parts: [String] = []
    var current = ""
    var escaped = false
    for character in word {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
      } else if character == "/" {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    if parts.count > 1, parts.contains(where: \.isEmpty) {
      throw CucumberExpressionError(expression: source, message: "an alternative is empty")
    }
    let compiled = parts.map(literal)
    return compiled.count == 1 ? compiled[0] : "(?:" + compiled.joined(separator: "|") + ")"
  }

  /// Literal text as a regular expression; `\u{0}(…\u{0})` marks optional text.
  private static func literal(_ text: String) -> String {
    var out = ""
    var escaped = false
    var inOptional = false
    for character in text {
      if escaped {
        out += escapedPattern(character)
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = true
      case "\u{0}":
        inOptional.toggle()
        out += inOptional ? "(?:" : ")?"
      case "(" where inOptional, ")" where !inOptional:
        continue
      default: out += escapedPattern(character)
      }
    }
    return out
  }

  /// A character as literal text in a pattern: the pattern metacharacters, and `/` (which
  /// some runners' regular-expression literals end with), get a backslash.
  private static func escapedPattern(_ character: Character) -> String {
    #"*?+[(){}^$|\./"#.contains(character) ? "\\" + String(character) : String(character)
  }
}

/// An expression that cannot be compiled.
public struct CucumberExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  public let expression: String
  public let message: String

  public var description: String { "cannot read the expression '\(expression)': \(message)" }
}
