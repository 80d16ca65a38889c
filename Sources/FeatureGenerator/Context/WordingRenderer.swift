import A11yCriteria
import Diagnostics
import Foundation
import JSON
import Mustache

/// Resolves the placeholders in criteria texts (`{{platform.screenReader}}`) for one
/// experience and platform, reporting problems at the text's place in the criteria file.
///
/// Texts are parsed once per component and rendered in strict mode, so a misspelt placeholder
/// is an error, not an empty string.
struct WordingRenderer {
  private let source: CriteriaSource
  private var cache: [String: Template] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  init(source: CriteriaSource) {
    self.source = source
  }

  /// `text` with its placeholders filled from `data`; on an error, the text as it is (the error
  /// is collected, and the run writes nothing).
  mutating func render(_ text: String, at path: @autoclosure () -> JSONPath, with data: Value)
    -> String
  {
    guard Self.contains(UInt8(ascii: "{"), in: text) else { return checkedLine(text, at: path()) }
    let template: Template
    if let cached = cache[text] {
      template = cached
    } else {
      do {
        template = try Template(text, name: path().description)
      } catch {
        report(error, at: path())
        return text
      }
      cache[text] = template
    }
    do {
      let rendered = try template.render(
        data, options: RenderOptions(escaping: .none, strict: true))
      return checkedLine(rendered, at: path())
    } catch {
      report(error, at: path())
      return text
    }
  }

  /// Each text becomes one Gherkin line, so it may not break.
  private mutating func checkedLine(_ text: String, at path: @autoclosure () -> JSONPath) -> String
  {
    if Self.contains(UInt8(ascii: "\n"), in: text) || Self.contains(UInt8(ascii: "\r"), in: text) {
      let diagnostic = source.diagnostic("the text must be one line", at: path())
      if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
    return text
  }

  /// Whether `text` holds `byte`, found with `memchr` in the contiguous UTF-8 storage (a loop
  /// over the UTF-8 view is many times slower).
  private static func contains(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(byte), bytes.count) != nil
    }
  }

  private mutating func report(_ error: DiagnosticsError, at path: JSONPath) {
    for inner in error.diagnostics {
      let diagnostic = source.diagnostic(inner.message, at: path)
      // The same text renders for several experiences and platforms: report it once.
      if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
  }
}
