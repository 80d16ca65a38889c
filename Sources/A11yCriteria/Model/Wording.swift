/// What a criterion says: the scenario's name and steps and its checklist line.
///
/// Texts may use Mustache placeholders such as `{{experience.interactiveElement}}` or
/// `{{platform.states.disabled}}`; the generator resolves them for each experience and platform.
public struct Wording: Hashable, Sendable {
  /// The scenario name.
  public var title: String
  /// The one-line checklist item.
  public var checklist: String
  /// Steps that set up the state (`Given`).
  public var given: [String]
  /// The one action (`When`).
  public var when: String
  /// What is seen or heard (`Then`).
  public var then: [String]
  /// When present the scenario is an outline run once per row; steps use `<column>`.
  public var examples: ExamplesTable?

  public init(
    title: String, checklist: String, given: [String] = [], when: String, then: [String],
    examples: ExamplesTable? = nil
  ) {
    self.title = title
    self.checklist = checklist
    self.given = given
    self.when = when
    self.then = then
    self.examples = examples
  }
}

/// The parts of a ``Wording`` a variant replaces; `nil` keeps the shared part.
public struct WordingOverrides: Hashable, Sendable {
  public var title: String?
  public var checklist: String?
  public var given: [String]?
  public var when: String?
  public var then: [String]?
  public var examples: ExamplesTable?

  public init(
    title: String? = nil, checklist: String? = nil, given: [String]? = nil, when: String? = nil,
    then: [String]? = nil, examples: ExamplesTable? = nil
  ) {
    self.title = title
    self.checklist = checklist
    self.given = given
    self.when = when
    self.then = then
    self.examples = examples
  }
}

/// Wording for the experiences and platforms a variant names.
public struct WordingVariant: Hashable, Sendable {
  public var applicability: Applicability
  public var overrides: WordingOverrides

  public init(applicability: Applicability, overrides: WordingOverrides) {
    self.applicability = applicability
    self.overrides = overrides
  }
}

/// The table of a scenario outline: a header naming the `<placeholders>`, and one row per run.
public struct ExamplesTable: Hashable, Sendable {
  public var header: [String]
  public var rows: [[String]]

  public init(header: [String], rows: [[String]]) {
    self.header = header
    self.rows = rows
  }
}
