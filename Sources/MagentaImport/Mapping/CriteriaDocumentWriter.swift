import A11yCriteria
import JSON

/// Writes an imported component as a criteria format 2 file, in the layout of the built-in
/// catalog's files: platforms as profile ids, experiences with their controls' facts, standard
/// criteria by id with parameters, and the document's sentences as `sourceNotes`.
enum CriteriaDocumentWriter {
  static func document(for component: ImportedComponent) -> String {
    var members: [JSONMember] = []
    members.add("$schema", .string(CriteriaFormat.schemaV2FileName))
    members.add("version", .number(2))
    members.add("id", .string(component.id))
    members.add("title", .string(component.title))
    members.addIfNotEmpty("category", component.category)
    members.addIfNotEmpty("summary", component.summary)
    members.addIfNotEmpty("designNotes", component.designNotes)
    members.addIfNotEmpty("sourceNotes", component.sourceNotes)
    members.addIfNotEmpty("background", component.background)
    members.add("experiences", .array(component.experiences.map { JSONNode(experience($0)) }))
    members.add("platforms", JSONValue.strings(component.platforms))
    members.add("criteria", .array(component.criteria.map { JSONNode(criterion($0)) }))
    return JSONWriter.write(.object(members))
  }

  private static func experience(_ experience: Experience) -> JSONValue {
    var members: [JSONMember] = []
    members.add("id", .string(experience.id))
    members.add("title", .string(experience.title))
    members.addIfNotEmpty("description", experience.description)
    members.add("interactiveElement", .string(experience.interactiveElement))
    members.addIfNotEmpty("background", experience.background)
    let controls = experience.controls
    if controls.count == 1, controls[0].element == experience.interactiveElement {
      members += control(controls[0], withElement: false)
    } else if !controls.isEmpty {
      members.add(
        "controls", .array(controls.map { JSONNode(.object(control($0, withElement: true))) }))
    }
    if !experience.parameters.isEmpty { members.add("parameters", terms(experience.parameters)) }
    return .object(members)
  }

  private static func control(_ control: Control, withElement: Bool) -> [JSONMember] {
    var members: [JSONMember] = []
    if withElement { members.add("element", .string(control.element)) }
    if let role = control.role { members.add("role", .string(role)) }
    if let name = control.name { members.add("name", .string(name)) }
    members.addIfNotEmpty("states", control.states)
    if let outcome = control.outcome { members.add("outcome", .string(outcome)) }
    if let value = control.increasedValue { members.add("increasedValue", .string(value)) }
    return members
  }

  private static func criterion(_ entry: ImportedCriterion) -> JSONValue {
    var members: [JSONMember] = []
    switch entry {
    case .standard(let use, let notes):
      members.add("standard", .string(use.standard))
      if use.id != use.standard { members.add("id", .string(use.id)) }
      let scope = applicability(use.applicability)
      if !scope.isEmpty { members.add("appliesTo", .object(scope)) }
      if !use.parameters.isEmpty { members.add("parameters", terms(use.parameters)) }
      if !use.variants.isEmpty {
        members.add(
          "variants",
          .array(
            use.variants.map { variant in
              var entry = applicability(variant.applicability)
              entry.add("parameters", terms(variant.parameters))
              return JSONNode(.object(entry))
            }))
      }
      members.addIfNotEmpty("sourceNotes", notes)
      add(use.developerNotes, to: &members)
    case .freeForm(let criterion, let notes):
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
      if let table = wording.examples { members.add("examples", examples(table)) }
      if !criterion.variants.isEmpty {
        members.add("variants", .array(criterion.variants.map { JSONNode(variant($0)) }))
      }
      members.addIfNotEmpty("sourceNotes", notes)
      add(criterion.developerNotes, to: &members)
    }
    return .object(members)
  }

  /// A wording variant: where it applies, then the parts it overrides.
  private static func variant(_ variant: WordingVariant) -> JSONValue {
    var members = applicability(variant.applicability)
    let overrides = variant.overrides
    if let title = overrides.title { members.add("title", .string(title)) }
    if let checklist = overrides.checklist { members.add("checklist", .string(checklist)) }
    if let given = overrides.given { members.add("given", JSONValue.strings(given)) }
    if let when = overrides.when { members.add("when", .string(when)) }
    if let then = overrides.then { members.add("then", JSONValue.strings(then)) }
    if let table = overrides.examples { members.add("examples", examples(table)) }
    return .object(members)
  }

  private static func examples(_ table: ExamplesTable) -> JSONValue {
    .object([
      JSONMember(key: "header", value: JSONNode(JSONValue.strings(table.header))),
      JSONMember(
        key: "rows", value: JSONNode(.array(table.rows.map { JSONNode(JSONValue.strings($0)) }))),
    ])
  }

  private static func add(_ notes: [FrameworkNotes], to members: inout [JSONMember]) {
    guard !notes.isEmpty else { return }
    members.add(
      "developerNotes",
      .object(
        notes.map { JSONMember(key: $0.framework, value: JSONNode(JSONValue.strings($0.notes))) }))
  }

  private static func applicability(_ applicability: Applicability) -> [JSONMember] {
    var members: [JSONMember] = []
    if let experiences = applicability.experiences {
      members.add("experiences", JSONValue.strings(experiences))
    }
    if let platforms = applicability.platforms {
      members.add("platforms", JSONValue.strings(platforms))
    }
    return members
  }

  private static func terms(_ terms: [Term]) -> JSONValue {
    .object(terms.map { JSONMember(key: $0.name, value: JSONNode(.string($0.text))) })
  }
}
