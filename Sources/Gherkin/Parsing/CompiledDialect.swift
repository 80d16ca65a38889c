import Synchronization

/// A dialect's keywords prepared for matching UTF-8 lines: bytes in one pool, step keywords
/// longest first, and a first-byte filter per keyword group so most lines are rejected after
/// one byte.
final class CompiledDialect: Sendable {
  struct Keyword: Sendable {
    /// Its text (as the AST reports it; steps keep their trailing space) is `texts[id]`.
    let id: Int
    /// Where its UTF-8 bytes are in ``CompiledDialect/pool``.
    let start: Int
    let count: Int
    /// For step keywords; `.unknown` for title keywords.
    let type: StepKeywordType
  }

  /// The keywords of one group, with a 256-bit set of their first bytes.
  struct Group: Sendable {
    let keywords: [Keyword]
    let firstBytes: (UInt64, UInt64, UInt64, UInt64)

    init(_ keywords: [Keyword], pool: [UInt8]) {
      self.keywords = keywords
      var mask: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      for keyword in keywords where keyword.count > 0 {
        let byte = pool[keyword.start]
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: mask.0 |= bit
        case 1: mask.1 |= bit
        case 2: mask.2 |= bit
        default: mask.3 |= bit
        }
      }
      firstBytes = mask
    }

    /// Whether some keyword of the group may start with `byte`.
    @inline(__always)
    func mayStart(with byte: UInt8) -> Bool {
      let bit = UInt64(1) << UInt64(byte & 63)
      switch byte >> 6 {
      case 0: return firstBytes.0 & bit != 0
      case 1: return firstBytes.1 & bit != 0
      case 2: return firstBytes.2 & bit != 0
      default: return firstBytes.3 & bit != 0
      }
    }
  }

  let language: GherkinLanguage
  var code: String { language.code }
  let pool: [UInt8]
  /// Every keyword's text, by ``Keyword/id``.
  let texts: [String]
  /// Where each keyword's bytes are in ``pool``, by ``Keyword/id``.
  let spans: [Range<Int>]
  let feature: Group
  let rule: Group
  let background: Group
  /// `Scenario` keywords, then `Scenario Outline` keywords, as the official matcher tries them.
  let scenario: Group
  let examples: Group
  /// Every step keyword once, longest first (a stable sort of given, when, then, and, but).
  let steps: Group
  /// For each first byte of a line's text, the token types the line may be (one bit per
  /// ``TokenType`` raw value), so that the parser skips matchers that cannot succeed.
  let candidates: [UInt16]
  /// Step keywords that begin a longer step keyword (French `Mais ` begins `Mais que `): a
  /// step written with one of them may read back with the longer one; see
  /// ``spaces(between:and:)``.
  let stepKeywordsBeginningOthers: Set<String>

  init(_ language: GherkinLanguage) {
    var pool: [UInt8] = []
    var texts: [String] = []
    var spans: [Range<Int>] = []
    func keyword(_ text: String, _ type: StepKeywordType) -> Keyword {
      let start = pool.count
      pool.append(contentsOf: text.utf8)
      texts.append(text)
      spans.append(start..<pool.count)
      return Keyword(id: texts.count - 1, start: start, count: pool.count - start, type: type)
    }
    func titles(_ texts: [String]) -> [Keyword] {
      texts.map { keyword($0, .unknown) }
    }

    let feature = titles(language.feature)
    let rule = titles(language.rule)
    let background = titles(language.background)
    let scenario = titles(language.scenario + language.scenarioOutline)
    let examples = titles(language.examples)

    // A keyword's type is its group's, unless it is listed more than once (as `* ` is in
    // every group): then it is Unknown.
    let grouped: [(StepKeywordType, [String])] = [
      (.context, language.given), (.action, language.when), (.outcome, language.then),
      (.conjunction, language.and + language.but),
    ]
    var types: [String: [StepKeywordType]] = [:]
    var ordered: [String] = []
    for (type, texts) in grouped {
      for text in texts {
        if types[text] == nil { ordered.append(text) }
        types[text, default: []].append(type)
      }
    }
    let lengths = ordered.map { $0.unicodeScalars.count }
    let sortedIndices = ordered.indices.sorted { a, b in
      lengths[a] != lengths[b] ? lengths[a] > lengths[b] : a < b
    }
    let steps = sortedIndices.map { index -> Keyword in
      let text = ordered[index]
      let listed = types[text] ?? []
      return keyword(text, listed.count == 1 ? listed[0] : .unknown)
    }

    self.language = language
    self.pool = pool
    self.texts = texts
    self.spans = spans
    self.feature = Group(feature, pool: pool)
    self.rule = Group(rule, pool: pool)
    self.background = Group(background, pool: pool)
    self.scenario = Group(scenario, pool: pool)
    self.examples = Group(examples, pool: pool)
    self.steps = Group(steps, pool: pool)
    self.stepKeywordsBeginningOthers = Set(
      ordered.filter { short in
        ordered.contains { $0.utf8.count > short.utf8.count && $0.utf8.starts(with: short.utf8) }
      })

    var candidates = [UInt16](repeating: 0, count: 256)
    func allow(_ type: TokenType, _ byte: UInt8) {
      candidates[Int(byte)] |= 1 << type.rawValue
    }
    for byte in 0...255 {
      let byte = UInt8(byte)
      for (group, type) in [
        (self.feature, TokenType.featureLine), (self.rule, .ruleLine),
        (self.background, .backgroundLine), (self.scenario, .scenarioLine),
        (self.examples, .examplesLine), (self.steps, .stepLine),
      ] where group.mayStart(with: byte) {
        allow(type, byte)
      }
    }
    allow(.comment, UInt8(ascii: "#"))
    allow(.language, UInt8(ascii: "#"))
    allow(.tagLine, UInt8(ascii: "@"))
    allow(.tableRow, UInt8(ascii: "|"))
    allow(.docStringSeparator, UInt8(ascii: "\""))
    allow(.docStringSeparator, UInt8(ascii: "`"))
    self.candidates = candidates
  }

  /// The first keyword of `group` the text at `index` starts with; for title keywords
  /// (`colon`), only when a `:` follows the keyword directly.
  @inline(__always)
  func match(_ group: Group, in source: SourceBuffer, at index: Int, end: Int, colon: Bool)
    -> Keyword?
  {
    guard index < end, group.mayStart(with: source[index]) else { return nil }
    return pool.withUnsafeBufferPointer { pool -> Keyword? in
      for keyword in group.keywords {
        let prefix = UnsafeBufferPointer(
          rebasing: pool[keyword.start..<keyword.start + keyword.count])
        guard source.hasPrefix(prefix, at: index, end: end) else { continue }
        if colon {
          let after = index + keyword.count
          guard after < end, source[after] == UInt8(ascii: ":") else { continue }
        }
        return keyword
      }
      return nil
    }
  }

  /// The step keyword a line whose text is `bytes` starts with: the longest that fits, as the
  /// parser matches them.
  func stepKeyword(startOf bytes: [UInt8]) -> String? {
    steps.keywords.first { keyword in
      bytes.starts(with: pool[keyword.start..<keyword.start + keyword.count])
    }.map { texts[$0.id] }
  }

  /// How many spaces to print between a step's keyword and its text so that the line reads
  /// back with that keyword: 0, unless the keyword and the start of the text spell a longer
  /// keyword. In French, the keyword `Mais ` and the text `que x` printed as `Mais que x` read
  /// back as the keyword `Mais que ` and the text `x`; `Mais  que x` reads back as written,
  /// since the parser drops the spaces that start a step's text.
  func spaces(between keyword: String, and text: String) -> Int {
    guard !stepKeywordsBeginningOthers.isEmpty, stepKeywordsBeginningOthers.contains(keyword)
    else { return 0 }
    let textBytes = Array(text.utf8)
    var line = Array(keyword.utf8)
    for spaces in 0..<4 {
      if stepKeyword(startOf: line + textBytes) == keyword { return spaces }
      line.append(UInt8(ascii: " "))
    }
    return 0
  }

  // MARK: - Every dialect

  /// English, compiled once: most documents use it, and it is the default.
  private static let english = CompiledDialect(GherkinLanguages.english)

  /// The other dialects, each compiled the first time a document uses it, so that a run
  /// compiles only the languages it meets (a cold start used to compile all 80).
  private static let compiled = Mutex<[String: CompiledDialect]>([:])

  static func named(_ code: String) -> CompiledDialect? {
    if code == GherkinLanguages.defaultCode {
      return english
    }
    return compiled.withLock { compiled in
      if let dialect = compiled[code] {
        return dialect
      }
      guard let language = GherkinLanguages.language(code: code) else { return nil }
      let dialect = CompiledDialect(language)
      compiled[code] = dialect
      return dialect
    }
  }
}
