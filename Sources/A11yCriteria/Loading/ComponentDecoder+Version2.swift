import Diagnostics
import JSON

/// Version 2: platforms are shared profiles named by id, experiences state the facts of their
/// controls, and criteria are either standard criteria with parameters or free-form ones.
extension ComponentDecoder {
  mutating func decodeVersion2() -> Component? {
    let root = JSONPath.root
    guard let members = object(document.root, at: root, shape: CriteriaFormat.componentV2) else {
      return nil
    }
    let experiences = list(members["experiences"], at: root.appending("experiences")) {
      $0.decodeExperienceV2($1, at: $2)
    }
    let platforms = list(members["platforms"], at: root.appending("platforms")) {
      $0.profileReference($1, at: $2)
    }
    var entries: [CriterionEntry] = []
    if let member = members["criteria"] {
      entries = list(member, at: root.appending("criteria")) { $0.decodeCriterionEntry($1, at: $2) }
    }
    var component = Component(
      id: string(members, "id", at: root) ?? "",
      title: string(members, "title", at: root) ?? "",
      category: string(members, "category", at: root) ?? "",
      summary: string(members, "summary", at: root) ?? "",
      designNotes: strings(members, "designNotes", at: root) ?? [],
      background: strings(members, "background", at: root) ?? [],
      experiences: experiences,
      platforms: platforms,
      criteria: [],
      source: CriteriaSource(document: document),
      sharedDigest: library.digest,
      sourceNotes: strings(members, "sourceNotes", at: root) ?? [],
      traces: decodeTraces(members["trace"], at: root.appending("trace")))
    component.platformBackgrounds = textsByPlatform(members, "platformBackground", at: root).map {
      PlatformBackground(platform: $0.platform, steps: $0.texts)
    }
    component.platformDesignNotes = textsByPlatform(members, "platformDesignNotes", at: root).map {
      PlatformDesignNotes(platform: $0.platform, notes: $0.texts)
    }
    checkPlatformNames(component, members)
    guard diagnostics.isEmpty else { return component }
    var expander = StandardCriterionExpander(component: component, library: library)
    for entry in entries {
      switch entry {
      case .freeForm(let criterion): component.criteria.append(criterion)
      case .standard(let use):
        if let criterion = expander.expand(use) { component.criteria.append(criterion) }
      }
    }
    for problem in expander.problems {
      let offset = document.root.offset(at: problem.path) ?? document.root.offset
      diagnostics.append(
        document.diagnostic("\(problem.path): \(problem.message)", atOffset: offset))
    }
    return component
  }

  /// Experiences' `platforms` and the keys of `platformBackground` and `platformDesignNotes`
  /// name platforms of the component.
  private mutating func checkPlatformNames(_ component: Component, _ members: DecodedObject) {
    let known = component.platforms.map(\.id)
    let root = JSONPath.root
    for (index, experience) in component.experiences.enumerated() {
      for (position, id) in (experience.platforms ?? []).enumerated() where !known.contains(id) {
        let path = root.appending("experiences").appending(index).appending("platforms")
          .appending(position)
        let offset = document.root.offset(at: path) ?? document.root.offset
        diagnostics.append(
          document.diagnostic(
            "\(path): '\(id)' is not a platform of this component\(Suggestions.hint(for: id, in: known))",
            atOffset: offset))
      }
    }
    for key in ["platformBackground", "platformDesignNotes"] {
      guard let member = members[key], case .object(let list) = member.value.value else { continue }
      for entry in list where !known.contains(entry.key) {
        diagnostics.append(
          document.diagnostic(
            "\(root.appending(key)): '\(entry.key)' is not a platform of this component\(Suggestions.hint(for: entry.key, in: known))",
            atOffset: entry.keyOffset))
      }
    }
  }

  /// `platformBackground` or `platformDesignNotes`: lists of texts by platform id.
  private mutating func textsByPlatform(_ members: DecodedObject, _ key: String, at path: JSONPath)
    -> [(platform: String, texts: [String])]
  {
    guard let member = members[key] else { return [] }
    let keyPath = path.appending(key)
    guard case .object(let list) = member.value.value else {
      error(
        "expected an object of text lists by platform id, found \(member.value.value.kindDescription)",
        at: member.value, path: keyPath)
      return []
    }
    return list.compactMap { entry in
      stringArray(entry.value, at: keyPath.appending(entry.key)).map { (entry.key, $0) }
    }
  }

  /// A criterion as the file writes it: a standard one with parameters, or written out.
  enum CriterionEntry {
    case standard(StandardCriterionUse)
    case freeForm(Criterion)
  }

  private mutating func decodeCriterionEntry(_ node: JSONNode, at path: JSONPath)
    -> CriterionEntry?
  {
    guard case .object(let entries) = node.value, entries.contains(where: { $0.key == "standard" })
    else {
      return decodeCriterion(node, at: path, shape: CriteriaFormat.criterionV2).map {
        .freeForm($0)
      }
    }
    guard let members = object(node, at: path, shape: CriteriaFormat.standardUse) else {
      return nil
    }
    let standard = string(members, "standard", at: path) ?? ""
    if library.standardCriterion(standard) == nil, let member = members["standard"] {
      let known = library.standardCriteria.map(\.id)
      error(
        Message.unknownStandardCriterion(
          standard, hint: Suggestions.hint(for: standard, in: known)),
        at: member.value, path: path.appending("standard"))
      return nil
    }
    var applicability = Applicability.everywhere
    if let member = members["appliesTo"],
      let scope = object(
        member.value, at: path.appending("appliesTo"), shape: CriteriaFormat.appliesTo)
    {
      applicability = self.applicability(scope, at: path.appending("appliesTo"))
    }
    _ = strings(members, "sourceNotes", at: path)
    return .standard(
      StandardCriterionUse(
        standard: standard,
        id: string(members, "id", at: path),
        applicability: applicability,
        parameters: terms(members, "parameters", at: path),
        variants: list(members["variants"], at: path.appending("variants")) {
          $0.decodeParameterVariant($1, at: $2)
        },
        developerNotes: frameworkNotes(members, "developerNotes", at: path),
        path: path))
  }

  private mutating func decodeParameterVariant(_ node: JSONNode, at path: JSONPath)
    -> ParameterVariant?
  {
    guard let members = object(node, at: path, shape: CriteriaFormat.parameterVariant) else {
      return nil
    }
    return ParameterVariant(
      applicability: applicability(members, at: path),
      parameters: terms(members, "parameters", at: path))
  }

  private mutating func decodeExperienceV2(_ node: JSONNode, at path: JSONPath) -> Experience? {
    guard let members = object(node, at: path, shape: CriteriaFormat.experienceV2) else {
      return nil
    }
    let element = string(members, "interactiveElement", at: path) ?? ""
    var controls = list(members["controls"], at: path.appending("controls")) {
      $0.decodeControl($1, at: $2)
    }
    let shorthand = Control(
      element: element,
      role: string(members, "role", at: path),
      name: string(members, "name", at: path),
      states: strings(members, "states", at: path) ?? [],
      outcome: string(members, "outcome", at: path),
      increasedValue: string(members, "increasedValue", at: path))
    if members["controls"] != nil {
      for key in ["role", "name", "states", "outcome", "increasedValue"] {
        if let member = members[key] {
          error(
            Message.controlKeyWithControls(key),
            at: member.value, path: path.appending(key))
        }
      }
    } else {
      controls = [shorthand]
    }
    return Experience(
      id: string(members, "id", at: path) ?? "",
      title: string(members, "title", at: path) ?? "",
      description: string(members, "description", at: path) ?? "",
      interactiveElement: element,
      background: strings(members, "background", at: path) ?? [],
      controls: controls,
      parameters: terms(members, "parameters", at: path),
      platforms: strings(members, "platforms", at: path))
  }

  private mutating func decodeControl(_ node: JSONNode, at path: JSONPath) -> Control? {
    guard let members = object(node, at: path, shape: CriteriaFormat.control) else { return nil }
    return Control(
      element: string(members, "element", at: path) ?? "",
      role: string(members, "role", at: path),
      name: string(members, "name", at: path),
      states: strings(members, "states", at: path) ?? [],
      outcome: string(members, "outcome", at: path),
      increasedValue: string(members, "increasedValue", at: path),
      whileOpen: bool(members, "whileOpen", at: path) ?? false,
      stateKey: string(members, "stateKey", at: path))
  }

  /// A platform named by the id of a shared profile.
  private mutating func profileReference(_ node: JSONNode, at path: JSONPath) -> PlatformProfile? {
    guard case .string(let id) = node.value else {
      error(
        Message.expectedProfileID(found: node.value.kindDescription), at: node,
        path: path)
      return nil
    }
    guard let profile = library.profile(id) else {
      let known = library.profiles.map(\.id)
      let hint = Suggestions.hint(for: id, in: known)
      error(
        Message.unknownProfile(id, hint: hint, known: known),
        at: node, path: path)
      return nil
    }
    return profile
  }
}
