extension Renderer {
  /// The renderer's error messages: short, lowercase, quoting the template.
  enum Message {
    static func unknownVariable(_ name: String) -> String {
      "unknown variable '\(name)'"
    }

    static func unknownSection(_ name: String) -> String {
      "unknown section '\(name)'"
    }

    static func unknownPartial(_ name: String) -> String {
      "unknown partial '\(name)'"
    }

    /// `kind` is `list` or `object`.
    static func notText(_ name: String, kind: String) -> String {
      "cannot insert \(kind) '\(name)' as text"
    }

    static func inheritsFromItself(_ name: String) -> String {
      "template '\(name)' inherits from itself; a parent must be another template"
    }

    static func nestedTooDeeply(_ noun: String, _ name: String, limit: Int) -> String {
      "\(noun) '\(name)' is nested more than \(limit) levels deep"
    }
  }
}
