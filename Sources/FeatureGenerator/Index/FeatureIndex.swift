import A11yCriteria

/// The index of an output directory, `README.md` at its root: for each category, a table of
/// its components' experiences (rows) on each platform (columns), every cell linking the
/// feature file, with the number of scenarios the criteria generate in it, and the checklist.
///
/// It is made from the catalog alone (a scenario count is the number of criteria that apply),
/// so a team's hand-written scenarios never make it stale, and it costs no rendering.
public struct FeatureIndex: Hashable, Sendable {
  /// Where the index lies, relative to the output directory.
  public static let path = "README.md"

  /// Bumped when the index's layout changes for the same targets.
  static let formatVersion = 3

  /// One feature file and its checklist.
  public struct Entry: Hashable, Sendable {
    public var category: String
    public var componentID: String
    public var componentTitle: String
    public var experienceID: String
    public var experienceTitle: String
    public var platformID: String
    public var platformName: String
    /// The generated scenarios of the feature file: one per criterion that applies.
    public var scenarios: Int
    public var featurePath: String
    public var checklistPath: String

    init(_ target: GenerationTarget) {
      category = target.component.category
      componentID = target.component.id
      componentTitle = target.component.title
      experienceID = target.experience.id
      experienceTitle = target.experience.title
      platformID = target.platform.id
      platformName = target.platform.name
      scenarios = target.criterionIndices.count
      featurePath = target.featurePath
      checklistPath = target.checklistPath
    }
  }

  /// How many requirements of one of its source documents a component's trace answers, and
  /// how.
  public struct TraceCounts: Hashable, Sendable {
    public var componentID: String
    public var componentTitle: String
    public var source: String
    public var requirements: Int
    public var covered: Int
    public var outOfScope: Int
    public var uncovered: Int
    /// For a source that ranks its requirements (ARIA-AT): its MUST requirements covered,
    /// of how many; nil for another source.
    public var mustCovered: Int?
    public var mustTotal: Int?

    init(_ component: Component, _ trace: Trace) {
      componentID = component.id
      componentTitle = component.title
      source = trace.source
      requirements = trace.entries.count
      covered = trace.covered.count
      outOfScope = trace.outOfScope.count
      uncovered = trace.uncovered.count
      mustCovered = trace.mustCoverage?.covered
      mustTotal = trace.mustCoverage?.total
    }
  }

  /// What the index takes of one component: its entries, its trace's counts, and what its
  /// `inputs:` value says of it. A run that drops each component once rendered keeps this
  /// instead.
  public struct Part: Sendable {
    var entries: [Entry]
    var traces: [TraceCounts]
    /// The component's id, ``InputsDigest/bytes(_:)`` of its file, its shared library's
    /// digest and its number of warnings; nil when it was built in code.
    var inputs: (id: String, bytes: String, shared: String, warnings: Int)?

    /// The entries of `targets`, targets of `component`.
    init(component: Component, targets: [GenerationTarget]) {
      entries = targets.map(Entry.init)
      traces = targets.isEmpty ? [] : component.traces.map { TraceCounts(component, $0) }
      inputs = component.source.withFileBytes(InputsDigest.bytes).map {
        (component.id, $0, component.sharedDigest, component.warnings.count)
      }
    }
  }

  /// In catalog order.
  public var entries: [Entry]
  /// The traces of the components listed, in catalog order, each component's in its file's
  /// order.
  public var traces: [TraceCounts] = []
  /// The `inputs:` value of its header (see ``InputsDigest/indexValue(components:targets:)``),
  /// or empty.
  public var inputs = ""
  /// The version of the tool its header names.
  public var tool = FeatureGenerator.version

  public init(targets: [GenerationTarget]) {
    entries = targets.map(Entry.init)
  }

  /// The index of the components of `parts`, in catalog order, with its `inputs:` value:
  /// every component's file as bytes and the targets it lists; empty when a component was
  /// built in code.
  init(parts: [Part], digest: InputsDigest) {
    entries = parts.flatMap(\.entries)
    traces = parts.flatMap(\.traces)
    tool = digest.toolVersion
    var components: [(id: String, bytes: String, shared: String, warnings: Int)] = []
    for part in parts {
      guard let component = part.inputs else { return }
      components.append(component)
    }
    inputs = digest.indexValue(
      components: components,
      targets: entries.map { "\($0.componentID)/\($0.platformID)/\($0.experienceID)" })
  }

  /// The index below its header.
  public var body: String {
    var out = "\n# Accessibility acceptance tests\n\n"
    out +=
      "Generated by `a11y-gherkin generate` (the comment at the top of this file holds the exact"
      + " command): do not edit this file; change the criteria and regenerate it.\n\n"
    let components = Set(entries.map(\.componentID)).count
    let scenarios = entries.reduce(0) { $0 + $1.scenarios }
    out +=
      "\(Self.count(components, "component")), \(Self.count(entries.count, "feature file"))"
      + " and \(Self.count(entries.count, "checklist")), \(Self.count(scenarios, "scenario")).\n"
    // Columns: every platform of the index, in the order the catalog first names them.
    var platforms: [(id: String, name: String)] = []
    var platformColumns: [String: Int] = [:]
    for entry in entries where platformColumns[entry.platformID] == nil {
      platformColumns[entry.platformID] = platforms.count
      platforms.append((entry.platformID, entry.platformName))
    }
    // Entries grouped once, category then component, each group in catalog order: the body
    // is then written in one pass, in time linear in the entries.
    var byCategory: [String: [String: [Int]]] = [:]
    for (position, entry) in entries.enumerated() {
      byCategory[entry.category, default: [:]][entry.componentID, default: []].append(position)
    }
    for category in categories {
      out += "\n## \(Self.categoryTitle(category))\n\n"
      out +=
        "| component | experience | "
        + platforms.map { Self.cell($0.name) }.joined(separator: " | ") + " |\n"
      out += "| --- | --- |" + String(repeating: " --- |", count: platforms.count) + "\n"
      let components = byCategory[category] ?? [:]
      for component in components.keys.sorted() {
        // The component's rows: its experiences in the order first met, each with its cell
        // per platform (the first entry for a platform when several name it).
        var experiences: [String] = []
        var cells: [String: [Int?]] = [:]
        for position in components[component] ?? [] {
          let entry = entries[position]
          if cells[entry.experienceID] == nil {
            experiences.append(entry.experienceID)
            cells[entry.experienceID] = Array(repeating: nil, count: platforms.count)
          }
          if let column = platformColumns[entry.platformID],
            cells[entry.experienceID]?[column] == nil
          {
            cells[entry.experienceID]?[column] = position
          }
        }
        for (row, experience) in experiences.enumerated() {
          let columns = cells[experience] ?? []
          guard let firstPosition = columns.compactMap({ $0 }).min() else { continue }
          let first = entries[firstPosition]
          // The component is named on its first row only, so that its rows read as a group.
          let name =
            row == 0 ? "\(Self.cell(first.componentTitle)) (`\(first.componentID)`)" : ""
          var line = "| \(name) | \(Self.cell(first.experienceTitle)) (`\(experience)`) |"
          for column in columns {
            if let position = column {
              let entry = entries[position]
              line +=
                " [\(Self.count(entry.scenarios, "scenario"))](\(entry.featurePath)),"
                + " [checklist](\(entry.checklistPath)) |"
            } else {
              line += " — |"
            }
          }
          out += line + "\n"
        }
      }
    }
    out += tracesSection
    return out
  }

  /// The trace table: per component and source document, how many requirements criteria
  /// cover, how many are out of scope and how many no criterion covers yet.
  private var tracesSection: String {
    let listed = Set(entries.map(\.componentID))
    let untraced = listed.subtracting(traces.map(\.componentID)).count
    var out = "\n## Requirements of the source documents\n\n"
    out +=
      "Each component's trace answers for every requirement of its source documents: covered by"
      + " criteria, out of scope with the reason, or not covered yet (`a11y-gherkin list"
      + " --component ID` shows each one).\n"
    if untraced > 0 {
      out +=
        "\n\(Self.count(untraced, "component")) of \(listed.count) \(untraced == 1 ? "has" : "have")"
        + " no trace yet.\n"
    }
    guard !traces.isEmpty else { return out }
    out +=
      "\nA source that ranks its requirements (an ARIA-AT test plan) also counts the ones it"
      + " requires (MUST) that criteria cover.\n"
    out +=
      "\n| component | source | requirements | covered | out of scope | not covered yet"
      + " | MUST covered |\n"
    out += "| --- | --- | ---: | ---: | ---: | ---: | ---: |\n"
    for trace in traces {
      let must = trace.mustCovered.map { "\($0) of \(trace.mustTotal ?? 0)" } ?? "—"
      out +=
        "| \(Self.cell(trace.componentTitle)) (`\(trace.componentID)`) | \(Self.cell(trace.source))"
        + " | \(trace.requirements) | \(trace.covered) | \(trace.outOfScope) | \(trace.uncovered)"
        + " | \(must) |\n"
    }
    return out
  }

  /// `sha256:` and the digest of the index's layout and body: it changes exactly when the
  /// index does.
  public var fingerprint: String {
    Self.fingerprint(of: body)
  }

  private static func fingerprint(of body: String) -> String {
    var hash = SHA256()
    hash.update("a11y-gherkin index format \(formatVersion)\n" + body)
    return "sha256:" + hash.finalize()
  }

  /// The whole file, with `command` as its regenerate command.
  public func file(command: String) -> GeneratedFile {
    // The body is written once: the fingerprint and the file both come from it.
    let body = self.body
    let fingerprint = Self.fingerprint(of: body)
    return GeneratedFile(
      path: Self.path,
      contents: GeneratedHeader.indexFile(
        fingerprint: fingerprint, command: command, inputs: inputs, tool: tool, body: body),
      kind: .index, component: "", experience: "", platform: "", fingerprint: fingerprint)
  }

  /// Categories in alphabetical order, a component without one last.
  private var categories: [String] {
    let named = Set(entries.map(\.category))
    return named.filter { !$0.isEmpty }.sorted() + (named.contains("") ? [""] : [])
  }

  private static func categoryTitle(_ category: String) -> String {
    guard let first = category.first else { return "Other components" }
    return cell(first.uppercased() + category.dropFirst())
  }

  /// Text that Markdown shows as it is inside a table cell.
  private static func cell(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\|*_`[]<>#".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
