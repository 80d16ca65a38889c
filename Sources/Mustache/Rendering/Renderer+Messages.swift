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

    static func tooMuchOutput(limit: Int) -> String {
      "rendering produced more than \(limit) bytes when it reached this tag; a section over a"
        + " list inside another section over a list multiplies the output (raise the limit with"
        + " --max-output-bytes if this much is intended)"
    }

    static func tooMuchWork(limit: Int) -> String {
      "rendering took more than \(limit) steps when it reached this tag; sections over lists"
        + " nested inside each other multiply the work (raise the limit with --max-render-steps"
        + " if this much is intended)"
    }

    static func nestedTooDeeply(_ noun: String, _ name: String, limit: Int) -> String {
      "\(noun) '\(name)' is nested more than \(limit) levels deep"
    }
  }
}
