import A11yCriteria
import Diagnostics

/// What ``StreamedGenerator/generate(reading:auditing:indexingIn:each:)`` found, for the
/// caller to report in the order a run that loads the whole catalog first would: the
/// catalog's problems, then the rest.
public struct StreamedRun<Outcome: Sendable>: Sendable {
  /// How loading each component ended, in catalog order.
  public var components: [Result<ComponentSummary, ComponentLoadFailure>]
  /// What `each` returned, in catalog order (for a target: its feature file, then its
  /// checklist).
  public var outcomes: [Outcome]
  /// Every error of rendering, of committed files and of `each`, each once.
  public var problems: [Diagnostic]
  /// The steps outside the vocabulary or matching several phrases, each distinct step once,
  /// as warnings.
  public var vocabularyProblems: DistinctStepProblems

  /// The components that loaded, in catalog order.
  public var summaries: [ComponentSummary] {
    components.compactMap { try? $0.get() }
  }
}
