import A11yCriteria
import FileSystem

/// The `inputs:` value of a generated header: a hash of the files a target's files are made
/// from, as bytes (the component's criteria file, the shared library files, the templates),
/// with the settings and the tool's version and vocabulary.
///
/// The fingerprint hashes the decoded parts a file uses, so that editing a criterion of one
/// platform leaves the other platform's files alone; it needs the criteria decoded. This value
/// hashes whole files as read, so `check` can compute it without decoding or validating any
/// criteria: when every file of every component carries the value its inputs give now, the
/// output is what generating again would write (generation is deterministic, and the value
/// also covers the component's whole layout of platforms and experiences and that it loaded
/// without warnings).
struct InputsDigest: Sendable {
  /// Bumped when what the value covers changes.
  static let formatVersion = 1

  private let common: String
  /// The tool's version the value covers, which the headers also name.
  let toolVersion: String

  init(templates: TemplateSet, options: GenerationOptions) {
    self.init(templatesDigest: templates.digest, options: options)
  }

  /// - Parameters:
  ///   - templatesDigest: The ``TemplateSet/digest`` of the run's templates.
  ///   - vocabularyDigest: The digest of the step vocabulary's bytes (another one only in
  ///     tests, which show that a changed vocabulary changes every value).
  init(
    templatesDigest: String, options: GenerationOptions,
    vocabularyDigest: String = Self.vocabularyDigest
  ) {
    toolVersion = options.toolVersion
    common =
      "a11y-gherkin inputs \(Self.formatVersion) format \(ComponentFingerprints.formatVersion)"
      + " tool \(options.toolVersion) dialect \(options.dialect.rawValue)"
      + " strict-vocabulary \(options.strictVocabulary) templates \(templatesDigest)"
      + " vocabulary \(vocabularyDigest)"
    // The vocabulary's bytes also cover which phrases are manual (the `@manual` tags), so
    // the value is computed without decoding the vocabulary or compiling its expressions.
  }

  /// The digest of the bytes of a criteria file, as ``value(component:bytes:shared:warnings:layout:target:)``
  /// takes it.
  static func bytes(_ bytes: ArraySlice<UInt8>) -> String {
    bytes.withUnsafeBufferPointer(Self.bytes)
  }

  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    XXH64.hex(bytes)
  }

  /// The value for one target's files.
  ///
  /// - Parameters:
  ///   - component: The component's id.
  ///   - bytes: ``bytes(_:)`` of its criteria file.
  ///   - shared: The shared library's digest for a component of criteria format 2, else empty.
  ///   - warnings: How many warnings loading it gave.
  ///   - layout: Every `platform/experience` of the component, whatever the filters.
  ///   - target: The target's `platform/experience`.
  func value(
    component: String, bytes: String, shared: String, warnings: Int, layout: [String],
    target: String
  ) -> String {
    value(
      component: component, bytes: bytes, shared: shared, warnings: warnings,
      sortedLayout: layout.sorted().joined(separator: " "), target: target)
  }

  /// The value for one target's files, with the layout already sorted and joined by spaces.
  func value(
    component: String, bytes: String, shared: String, warnings: Int, sortedLayout: String,
    target: String
  ) -> String {
    values(
      component: component, bytes: bytes, shared: shared, warnings: warnings,
      sortedLayout: sortedLayout, targets: [target])[0]
  }

  /// The values for several targets of one component, in the order of `targets`: a check
  /// computes them for every target it proves, so the text they share is built once.
  func values(
    component: String, bytes: String, shared: String, warnings: Int, sortedLayout: String,
    targets: [String]
  ) -> [String] {
    var text = Array(common.utf8)
    for part in [
      "\ncomponent ", component, "\nbytes ", bytes, "\nshared ", shared, "\nwarnings ",
      String(warnings), "\nlayout ", sortedLayout, "\ntarget ",
    ] {
      text += part.utf8
    }
    let prefixLength = text.count
    return targets.map { target in
      text.removeSubrange(prefixLength...)
      text += target.utf8
      return text.withUnsafeBufferPointer { "xxh64:" + XXH64.hex($0) }
    }
  }

  /// The value for the index of the output directory, which lists `targets`
  /// (`component/platform/experience`) of `components` (in catalog order, as
  /// ``value(component:bytes:shared:warnings:layout:target:)`` takes each).
  func indexValue(
    components: [(id: String, bytes: String, shared: String, warnings: Int)], targets: [String]
  ) -> String {
    var lines = [common, "index \(FeatureIndex.formatVersion)"]
    for component in components {
      lines.append(
        "component \(component.id) bytes \(component.bytes) shared \(component.shared)"
          + " warnings \(component.warnings)")
    }
    lines.append("targets " + DirectoryWalker.sorted(targets).joined(separator: " "))
    return "xxh64:" + XXH64.hex(Substring(lines.joined(separator: "\n")))
  }

  /// The digest of the built-in step vocabulary, which validation reads, as bytes.
  static let vocabularyDigest = XXH64.hex(
    Substring(BuiltInCatalog.embeddedFile("vocabulary.json") ?? ""))
}
