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
    if !experience.parameters.isEmpty {
      members.add("parameters", CriteriaExporter.terms(experience.parameters))
    }
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
      let scope = CriteriaExporter.applicability(use.applicability)
      if !scope.isEmpty { members.add("appliesTo", .object(scope)) }
      if !use.parameters.isEmpty {
        members.add("parameters", CriteriaExporter.terms(use.parameters))
      }
      if !use.variants.isEmpty {
        members.add(
          "variants",
          .array(
            use.variants.map { variant in
              var entry = CriteriaExporter.applicability(variant.applicability)
              entry.add("parameters", CriteriaExporter.terms(variant.parameters))
              return JSONNode(.object(entry))
            }))
      }
      members.addIfNotEmpty("sourceNotes", notes)
      CriteriaExporter.addDeveloperNotes(use.developerNotes, to: &members)
    case .freeForm(let criterion, let notes):
      return CriteriaExporter.criterion(criterion, sourceNotes: notes)
    }
    return .object(members)
  }
}
