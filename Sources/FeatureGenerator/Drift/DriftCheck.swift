import A11yCriteria
import Diagnostics

/// `check`'s one entry point: whether the committed files below an output directory have
/// drifted from what the criteria generate, decided in three tiers, cheapest first.
///
/// 1. **The whole-directory proof** (``UnchangedInputsCheck``): every generated file carries
///    the `inputs:` value that today's criteria, shared and template files give, and its
///    content hash matches the rest of it, so the directory is in sync without decoding any
///    criteria. It answers only "in sync", so it applies only when nothing asks for more: not
///    under ``strict`` (canonical bytes need a fresh rendering), not when the report names
///    every criterion (``reportNamesEveryCriterion``, JUnit). A filtered run is proven by the
///    whole directory and counts the files its filters select. A proof that does not hold
///    gives way to the next tiers, which report every problem.
/// 2. **The per-file proof** (``TargetJob/isCurrent(_:sameCommand:)``): a file whose header
///    has this run's fingerprint (which covers the tool's version and the step vocabulary)
///    and whose content hash matches is in sync without rendering its target; its steps are
///    matched against the vocabulary again only when its `inputs:` value does not say that
///    generation found them all in it. Not under ``strict``.
/// 3. **Comparison by meaning** (``FeatureComparison``) with a fresh rendering, keyed by
///    `@criterion:` tags, the cause decided per scenario; checklists line by line with every
///    tick undone; under ``strict`` also the canonical bytes.
///
/// The steps of committed generated scenarios are matched against the step vocabulary on the
/// way (tiers 2 and 3); what a step outside it is follows the configuration's
/// ``VocabularyPolicy``.
public struct DriftCheck: Sendable {
  /// Demands the canonical bytes of a fresh rendering, so neither proof applies.
  public var strict: Bool
  /// The report names every criterion of every file (JUnit), which the directory proof does
  /// not know.
  public var reportNamesEveryCriterion: Bool
  /// Keeps the committed and expected text of every drifted file, for `--diff`.
  public var includeDiffs: Bool

  public init(strict: Bool, reportNamesEveryCriterion: Bool, includeDiffs: Bool) {
    self.strict = strict
    self.reportNamesEveryCriterion = reportNamesEveryCriterion
    self.includeDiffs = includeDiffs
  }

  /// Tier 1: the result when `proof` (nil for a run that cannot have one) applies and holds.
  /// The proof is made only when it applies: making it reads every criteria file.
  public func proven(
    by proof: @autoclosure () -> UnchangedInputsCheck?, directory: String, displayName: String
  ) -> CheckResult? {
    guard !strict, !reportNamesEveryCriterion, let proof = proof() else { return nil }
    return proof.result(directory: directory, displayName: displayName, selecting: true)
  }

  /// Tiers 2 and 3 over every target of `generator`.
  ///
  /// - Throws: ``DiagnosticsError`` for invalid criteria or templates, committed feature
  ///   files that do not parse, and steps outside the vocabulary when its policy makes them
  ///   errors (each distinct step once).
  public func check(
    _ generator: FeatureGenerator, vocabulary: StepVocabulary, directory: String,
    displayName: String
  ) throws(DiagnosticsError) -> CheckResult {
    let policy = generator.options.vocabulary
    let detector = DriftDetector(
      generator: generator, strict: strict, includeDiffs: includeDiffs,
      stepAudit: CommittedStepAudit(
        vocabulary: vocabulary, severity: policy == .error ? .error : .warning))
    var result = try detector.check(directory: directory, displayName: displayName)
    switch policy {
    case .error:
      if !result.stepFindings.isEmpty {
        throw DiagnosticsError(DistinctStepProblems(findings: result.stepFindings).diagnostics)
      }
    case .warn: break
    case .off: result.stepFindings = []
    }
    return result
  }
}
