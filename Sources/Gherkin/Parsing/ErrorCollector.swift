/// Collects parse errors as the official parsers do: each distinct message once, and the parse
/// stops once there are more than ten.
struct ErrorCollector {
  static let limit = 10

  private(set) var errors: [GherkinParseError] = []
  private var seen: Set<String> = []
  /// Set once the limit is passed; later errors are dropped and the parser stops.
  private(set) var aborted = false

  mutating func add(_ error: GherkinParseError) {
    guard !aborted, seen.insert(error.officialMessage).inserted else { return }
    errors.append(error)
    if errors.count > Self.limit {
      aborted = true
    }
  }
}
