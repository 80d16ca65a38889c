/// Prints diagnostics the one way the tool shows them:
///
/// ```
/// features/captcha/ios/image-button.feature:12:5: error: expected a step, found 'Whe I swipe'
///    12 |     Whe I swipe to the captcha
///       |     ^
/// ```
public struct DiagnosticRenderer: Sendable {
  /// Use ANSI colours; only when writing to a terminal.
  public var colored: Bool

  public init(colored: Bool) {
    self.colored = colored
  }

  /// The diagnostic, with control characters from its inputs made visible (``PrintableText``).
  public func render(_ unsafe: Diagnostic) -> String {
    let diagnostic = unsafe.printable
    var out = ""
    var prefix = diagnostic.path
    if let location = diagnostic.location, !prefix.isEmpty {
      prefix += ":\(location.line):\(location.column)"
    } else if let location = diagnostic.location {
      prefix = "\(location.line):\(location.column)"
    }
    if !prefix.isEmpty {
      out += style(prefix + ":", .bold) + " "
    }
    out += style(diagnostic.severity.rawValue + ":", color(for: diagnostic.severity)) + " "
    out += style(diagnostic.message, .bold)
    if let location = diagnostic.location, let line = diagnostic.sourceLine {
      out += "\n" + excerpt(line: line, at: location)
    }
    return out
  }

  /// The source line under a line-number gutter, and a caret under the column.
  private func excerpt(line: String, at location: SourceLocation) -> String {
    let number = String(location.line)
    let width = max(5, number.count + 1)
    let gutter = String(repeating: " ", count: width - number.count) + number + " | "
    let blank = String(repeating: " ", count: width) + " | "
    // Keep tabs in the padding so the caret lines up however the terminal expands them.
    var padding = ""
    for scalar in line.unicodeScalars.prefix(max(0, location.column - 1)) {
      padding.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
    }
    return gutter + line + "\n" + blank + padding + style("^", .green)
  }

  private enum Style: String {
    case bold = "1"
    case red = "1;31"
    case yellow = "1;33"
    case cyan = "1;36"
    case green = "1;32"
  }

  private func color(for severity: Diagnostic.Severity) -> Style {
    switch severity {
    case .error: .red
    case .warning: .yellow
    case .note: .cyan
    }
  }

  private func style(_ text: String, _ style: Style) -> String {
    colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
