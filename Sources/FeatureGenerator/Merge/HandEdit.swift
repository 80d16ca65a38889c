import Diagnostics

/// A line of generated content that was edited by hand and that regenerating the file would
/// discard: a step, name, tag or table of a generated scenario, the feature's header or
/// background, or a generated checklist line (a tick is the tester's record, never an edit).
///
/// Decided as `check` decides the cause of drift (``DriftCause/losesHandEdits``): generate
/// leaves a file with such a line as it is unless told to discard the edits.
public struct HandEdit: Hashable, Sendable {
  /// What was edited.
  public enum Part: Hashable, Sendable {
    /// A generated scenario, by its criterion.
    case scenario(criterion: String)
    /// The feature's tags, name, description, background or generated rules.
    case header
    /// A generated line of a checklist.
    case checklist
    /// A line of a part that `steps export` rewrites: the shared file's generated part, or
    /// (not `shared`) the element map.
    case exported(shared: Bool)
  }

  public var part: Part
  /// 1-based, in the committed file.
  public var line: Int
  /// 1-based, in Unicode scalars: where the line's text starts.
  public var column: Int
  /// The committed line as it is: what regenerating would discard.
  public var sourceLine: String
  /// What differs, in a short phrase (`step 3 differs`).
  public var what: String
  /// What generate writes instead, when it fits on one line.
  public var expected: String?

  public init(
    part: Part, line: Int, sourceLine: String, what: String, expected: String? = nil
  ) {
    self.part = part
    self.line = line
    self.sourceLine = sourceLine
    self.what = what
    self.expected = expected.flatMap { $0.contains("\n") ? nil : $0 }
    let indent = sourceLine.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    column = indent == sourceLine.unicodeScalars.count ? 1 : indent + 1
  }

  /// The committed line without its indentation: the old text a discarding run lists.
  public var text: String {
    FeatureComparison.trimmingWhitespace(Substring(sourceLine))
  }

  /// The error generate reports for the edit when it leaves the file as it is.
  ///
  /// - Parameter path: The file as messages name it.
  public func diagnostic(path: String) -> Diagnostic {
    Diagnostic(
      .error, path: path, location: SourceLocation(line: line, column: column),
      message: Message.kept(self), sourceLine: sourceLine)
  }

  enum Message {
    static func kept(_ edit: HandEdit) -> String {
      let writes =
        switch edit.expected {
        case nil: ""
        case FeatureComparison.noStep: ", where generate writes no step"
        case let expected?: ", where generate writes '\(expected)'"
        }
      let keep =
        switch edit.part {
        case .scenario(let id):
          "to keep the team's version, replace @criterion:\(id) with @criterion-override:\(id)"
        case .header, .checklist:
          "to keep the change, carry it into the criteria or the templates"
        case .exported(shared: true):
          "to keep the change, move it out of the generated part (after its end line)"
        case .exported(shared: false):
          "to keep the change, give the element a CSS selector in a11y-web.json"
        }
      let command = if case .exported = edit.part { "steps export" } else { "generate" }
      return
        "generated content edited by hand (\(edit.what)\(writes)), so \(command) left this file as it is: \(keep); to discard the edit, run \(command) again with --discard-edits"
    }
  }
}
