import Mustache

/// The fingerprint of what a generated file came from: the data its templates render (the
/// criteria as they apply to its experience and platform) and the templates themselves.
///
/// Only inputs that change the output count, so editing a criterion of one platform leaves the
/// other platform's files with the same fingerprint.
enum Fingerprint {
  /// Bumped when the generator's output changes for the same inputs.
  static let formatVersion = 1

  static func of(context: Value, templates: TemplateSet, dialect: Dialect) -> String {
    var hash = SHA256()
    hash.update("a11y-gherkin format \(formatVersion) \(dialect.rawValue)\n")
    hash.update(templates.fingerprintText)
    var canonical = ""
    write(context, into: &canonical)
    hash.update(canonical)
    return "sha256:" + hash.finalize()
  }

  /// A canonical text form of a value: keys sorted, so equal values give equal text.
  private static func write(_ value: Value, into out: inout String) {
    switch value {
    case .string(let text):
      out += "s\(text.utf8.count):\(text)"
    case .number(let number):
      out += "n\(number);"
    case .bool(let flag):
      out += flag ? "T" : "F"
    case .null:
      out += "N"
    case .list(let items):
      out += "[\(items.count)"
      for item in items { write(item, into: &out) }
      out += "]"
    case .object(let members):
      out += "{\(members.count)"
      for key in members.keys.sorted() {
        out += "k\(key.utf8.count):\(key)"
        if let member = members[key] { write(member, into: &out) }
      }
      out += "}"
    }
  }
}
