import JSON

/// Writes components back as criteria documents, the inverse of ``CriteriaLoader``: loading
/// the output gives an equal component.
///
/// Keys come in a fixed, readable order and defaults are left out, so the files are stable
/// under version control.
public enum CriteriaExporter {
  /// The document for one component, with a `$schema` reference to the schema file written
  /// beside it.
  ///
  /// A version 2 component read from a file is written as that file: it refers to shared
  /// profiles and standard criteria, which version 1 would write out in full.
  public static func document(for component: Component) -> String {
    if !component.sharedDigest.isEmpty, let text = component.source.text { return text }
    var members: [JSONMember] = []
    members.add("$schema", .string(CriteriaFormat.schemaFileName))
    members.add("version", .number(Double(CriteriaFormat.version)))
    members.add("id", .string(component.id))
    members.add("title", .string(component.title))
    members.addIfNotEmpty("category", component.category)
    members.addIfNotEmpty("summary", component.summary)
    members.addIfNotEmpty("designNotes", component.designNotes)
    members.addIfNotEmpty("background", component.background)
    members.add("experiences", .array(component.experiences.map { JSONNode(experience($0)) }))
    members.add("platforms", .array(component.platforms.map { JSONNode(platform($0)) }))
    members.add("criteria", .array(component.criteria.map { JSONNode(criterion($0)) }))
    return JSONWriter.write(.object(members))
  }

  /// The file name a component is exported under.
  public static func fileName(for component: Component) -> String {
    component.id + ".json"
  }

  private static func experience(_ experience: Experience) -> JSONValue {
    var members: [JSONMember] = []
    members.add("id", .string(experience.id))
    members.add("title", .string(experience.title))
    members.addIfNotEmpty("description", experience.description)
    members.add("interactiveElement", .string(experience.interactiveElement))
    members.addIfNotEmpty("background", experience.background)
    return .object(members)
  }

  private static func platform(_ platform: PlatformProfile) -> JSONValue {
    var members: [JSONMember] = []
    members.add("id", .string(platform.id))
    members.add("name", .string(platform.name))
    members.add("screenReader", .string(platform.screenReader))
    if !platform.roles.isEmpty { members.add("roles", terms(platform.roles)) }
    if !platform.states.isEmpty { members.add("states", terms(platform.states)) }
    members.addIfNotEmpty("appStates", platform.appStates)
    members.addIfNotEmpty("activationKeys", platform.activationKeys)
    members.addIfNotEmpty("textResize", platform.textResize)
    members.addIfNotEmpty("textSize", platform.textSize)
    members.addIfNotEmpty("keyboardSetting", platform.keyboardSetting)
    if !platform.frameworks.isEmpty {
      members.add(
        "frameworks",
        .array(
          platform.frameworks.map { framework in
            var entry: [JSONMember] = []
            entry.add("id", .string(framework.id))
            entry.add("name", .string(framework.name))
            entry.addIfNotEmpty("notes", framework.notes)
            return JSONNode(.object(entry))
          }))
    }
    return .object(members)
  }

  /// A criterion as criteria files hold it, with `sourceNotes` (the importer's notes on where
  /// its facts came from) before its developer notes when there are any.
  public static func criterion(_ criterion: Criterion, sourceNotes: [String] = []) -> JSONValue {
    var members: [JSONMember] = []
    members.add("id", .string(criterion.id))
    members.add("group", .string(criterion.group.rawValue))
    let scope = applicability(criterion.applicability)
    if !scope.isEmpty { members.add("appliesTo", .object(scope)) }
    members.add("wcag", JSONValue.strings(criterion.wcag))
    let wording = criterion.wording
    members.add("title", .string(wording.title))
    members.add("checklist", .string(wording.checklist))
    members.addIfNotEmpty("given", wording.given)
    members.add("when", .string(wording.when))
    members.add("then", JSONValue.strings(wording.then))
    if let examples = wording.examples { members.add("examples", self.examples(examples)) }
    if !criterion.variants.isEmpty {
      members.add("variants", .array(criterion.variants.map { JSONNode(variant($0)) }))
    }
    members.addIfNotEmpty("sourceNotes", sourceNotes)
    addDeveloperNotes(criterion.developerNotes, to: &members)
    return .object(members)
  }

  /// The `developerNotes` member (notes by framework), when there are notes.
  public static func addDeveloperNotes(_ notes: [FrameworkNotes], to members: inout [JSONMember]) {
    guard !notes.isEmpty else { return }
    members.add(
      "developerNotes",
      .object(
        notes.map { JSONMember(key: $0.framework, value: JSONNode(JSONValue.strings($0.notes))) }))
  }

  /// A wording variant as criteria files hold it: where it applies, then the parts it
  /// overrides. (The importer writes variants through this too.)
  public static func variant(_ variant: WordingVariant) -> JSONValue {
    var members = applicability(variant.applicability)
    let overrides = variant.overrides
    if let title = overrides.title { members.add("title", .string(title)) }
    if let checklist = overrides.checklist { members.add("checklist", .string(checklist)) }
    if let given = overrides.given { members.add("given", JSONValue.strings(given)) }
    if let when = overrides.when { members.add("when", .string(when)) }
    if let then = overrides.then { members.add("then", JSONValue.strings(then)) }
    if let examples = overrides.examples { members.add("examples", self.examples(examples)) }
    return .object(members)
  }

  /// The `experiences` and `platforms` members of a criterion or variant that has them.
  public static func applicability(_ applicability: Applicability) -> [JSONMember] {
    var members: [JSONMember] = []
    if let experiences = applicability.experiences {
      members.add("experiences", JSONValue.strings(experiences))
    }
    if let platforms = applicability.platforms {
      members.add("platforms", JSONValue.strings(platforms))
    }
    return members
  }

  /// An Examples table as criteria files hold it.
  public static func examples(_ examples: ExamplesTable) -> JSONValue {
    .object([
      JSONMember(key: "header", value: JSONNode(JSONValue.strings(examples.header))),
      JSONMember(
        key: "rows", value: JSONNode(.array(examples.rows.map { JSONNode(JSONValue.strings($0)) }))),
    ])
  }

  /// Named terms (`parameters`, profile words) as criteria files hold them.
  public static func terms(_ terms: [Term]) -> JSONValue {
    .object(terms.map { JSONMember(key: $0.name, value: JSONNode(.string($0.text))) })
  }
}

// MARK: - Canonical text of each part

extension CriteriaExporter {
  /// One line of JSON for a component's own fields (not its experiences, platforms or
  /// criteria): equal fields give equal text, so fingerprints can hash it.
  public static func canonicalHeader(of component: Component) -> String {
    var members: [JSONMember] = []
    members.add("id", .string(component.id))
    members.add("title", .string(component.title))
    members.add("category", .string(component.category))
    members.add("summary", .string(component.summary))
    members.add("designNotes", JSONValue.strings(component.designNotes))
    members.add("background", JSONValue.strings(component.background))
    // Only where a component has them, so that other components keep their fingerprints.
    for own in component.platformDesignNotes {
      members.add("designNotes:\(own.platform)", JSONValue.strings(own.notes))
    }
    return JSONWriter.compact(.object(members))
  }

  /// One line of JSON for an experience.
  public static func canonical(_ experience: Experience) -> String {
    JSONWriter.compact(self.experience(experience))
  }

  /// One line of JSON for a platform profile.
  public static func canonical(_ platform: PlatformProfile) -> String {
    JSONWriter.compact(self.platform(platform))
  }

  /// One line of JSON for a criterion.
  public static func canonical(_ criterion: Criterion) -> String {
    JSONWriter.compact(self.criterion(criterion))
  }
}
