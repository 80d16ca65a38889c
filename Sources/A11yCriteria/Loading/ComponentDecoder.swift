import Diagnostics
import JSON

/// Reads one criteria document into a ``Component``, collecting every problem with its JSON
/// path and location instead of stopping at the first.
///
/// Missing optional keys take their defaults; a wrong value is reported and replaced by a
/// default so that the rest of the file is still checked.
struct ComponentDecoder {
  let document: JSONDocument
  /// The shared profiles and standard criteria version 2 files refer to.
  let library: SharedLibrary
  var diagnostics: [Diagnostic] = []

  init(document: JSONDocument, library: SharedLibrary = SharedLibrary()) {
    self.document = document
    self.library = library
  }

  mutating func decode() -> Component? {
    let root = JSONPath.root
    // A file of another version may mean anything: report that alone.
    var version = CriteriaFormat.version
    if case .object(let list) = document.root.value,
      let member = list.first(where: { $0.key == "version" })
    {
      guard let known = checkVersion(member, at: root) else { return nil }
      version = known
    }
    if version == 2 { return decodeVersion2() }
    guard let members = object(document.root, at: root, shape: CriteriaFormat.component) else {
      return nil
    }
    let experiences = list(members["experiences"], at: root.appending("experiences")) {
      $0.decodeExperience($1, at: $2)
    }
    let platforms = list(members["platforms"], at: root.appending("platforms")) {
      $0.decodePlatform($1, at: $2)
    }
    let criteria = list(members["criteria"], at: root.appending("criteria")) {
      $0.decodeCriterion($1, at: $2)
    }
    return Component(
      id: string(members, "id", at: root) ?? "",
      title: string(members, "title", at: root) ?? "",
      category: string(members, "category", at: root) ?? "",
      summary: string(members, "summary", at: root) ?? "",
      designNotes: strings(members, "designNotes", at: root) ?? [],
      background: strings(members, "background", at: root) ?? [],
      experiences: experiences,
      platforms: platforms,
      criteria: criteria,
      source: CriteriaSource(document: document))
  }

  /// The file's version, or nil (reported) when this tool cannot read it.
  mutating func checkVersion(_ member: JSONMember, at path: JSONPath) -> Int? {
    let versions = CriteriaFormat.supportedVersions.map(String.init).joined(separator: " and ")
    guard case .number(let version) = member.value.value else {
      error(
        Message.expectedVersion(versions, found: member.value.value.kindDescription),
        at: member.value, path: path.appending("version"))
      return nil
    }
    guard let known = CriteriaFormat.supportedVersions.first(where: { Double($0) == version })
    else {
      error(
        Message.unsupportedVersion(JSONWriter.compact(.number(version)), versions: versions),
        at: member.value, path: path.appending("version"))
      return nil
    }
    return known
  }

  // MARK: - Objects of the format

  private mutating func decodeExperience(_ node: JSONNode, at path: JSONPath) -> Experience? {
    guard let members = object(node, at: path, shape: CriteriaFormat.experience) else { return nil }
    return Experience(
      id: string(members, "id", at: path) ?? "",
      title: string(members, "title", at: path) ?? "",
      description: string(members, "description", at: path) ?? "",
      interactiveElement: string(members, "interactiveElement", at: path) ?? "",
      background: strings(members, "background", at: path) ?? [])
  }

  /// A format 1 platform, or (with the profile shape) a shared profile, which adds gestures
  /// and comments.
  mutating func decodePlatform(
    _ node: JSONNode, at path: JSONPath, shape: CriteriaFormat.Shape = CriteriaFormat.platform
  ) -> PlatformProfile? {
    guard let members = object(node, at: path, shape: shape) else { return nil }
    return PlatformProfile(
      id: string(members, "id", at: path) ?? "",
      name: string(members, "name", at: path) ?? "",
      screenReader: string(members, "screenReader", at: path) ?? "",
      roles: terms(members, "roles", at: path),
      states: terms(members, "states", at: path),
      activationKeys: strings(members, "activationKeys", at: path) ?? [],
      textResize: string(members, "textResize", at: path) ?? "",
      textSize: string(members, "textSize", at: path) ?? "",
      frameworks: list(members["frameworks"], at: path.appending("frameworks")) {
        $0.decodeFramework($1, at: $2)
      },
      gestures: terms(members, "gestures", at: path),
      comments: strings(members, "comments", at: path) ?? [],
      appStates: strings(members, "appStates", at: path) ?? [],
      screenReaders: list(members["screenReaders"], at: path.appending("screenReaders")) {
        $0.decodeScreenReader($1, at: $2)
      },
      activationKeysByRole: roleKeys(members, at: path),
      standardVariants: terms(members, "standardVariants", at: path),
      keyboardSetting: string(members, "keyboardSetting", at: path) ?? "",
      unconfirmed: strings(members, "unconfirmed", at: path) ?? [],
      roleHints: terms(members, "roleHints", at: path),
      stateAlternatives: terms(members, "stateAlternatives", at: path),
      roleAlternatives: terms(members, "roleAlternatives", at: path),
      usageHintSetting: string(members, "usageHintSetting", at: path) ?? "")
  }

  mutating func decodeScreenReader(_ node: JSONNode, at path: JSONPath) -> ScreenReader? {
    guard let members = object(node, at: path, shape: CriteriaFormat.screenReader) else {
      return nil
    }
    var device = ScreenReader.Device.desktop
    if let name = string(members, "device", at: path), let member = members["device"] {
      if let known = ScreenReader.Device(rawValue: name) {
        device = known
      } else {
        let names = ScreenReader.Device.allCases.map(\.rawValue)
        error(
          "unknown device '\(name)'\(Suggestions.hint(for: name, in: names)); it is one of \(names.joined(separator: ", "))",
          at: member.value, path: path.appending("device"))
      }
    }
    return ScreenReader(
      name: string(members, "name", at: path) ?? "",
      device: device,
      browser: string(members, "browser", at: path) ?? "",
      roles: terms(members, "roles", at: path),
      states: terms(members, "states", at: path),
      comments: strings(members, "comments", at: path) ?? [],
      notes: terms(members, "notes", at: path))
  }

  /// `activationKeysByRole`: a list of keys for each role.
  private mutating func roleKeys(_ members: DecodedObject, at path: JSONPath) -> [RoleKeys] {
    guard let member = members["activationKeysByRole"] else { return [] }
    let keyPath = path.appending("activationKeysByRole")
    guard case .object(let list) = member.value.value else {
      error(
        "expected an object of key lists by role, found \(member.value.value.kindDescription)",
        at: member.value, path: keyPath)
      return []
    }
    return list.compactMap { entry in
      stringArray(entry.value, at: keyPath.appending(entry.key)).map {
        RoleKeys(role: entry.key, keys: $0)
      }
    }
  }

  mutating func decodeFramework(_ node: JSONNode, at path: JSONPath) -> Framework? {
    guard let members = object(node, at: path, shape: CriteriaFormat.framework) else { return nil }
    return Framework(
      id: string(members, "id", at: path) ?? "",
      name: string(members, "name", at: path) ?? "",
      notes: strings(members, "notes", at: path) ?? [])
  }

  mutating func decodeCriterion(
    _ node: JSONNode, at path: JSONPath, shape: CriteriaFormat.Shape = CriteriaFormat.criterion
  ) -> Criterion? {
    guard let members = object(node, at: path, shape: shape) else { return nil }
    var group = CriterionGroup.keyboard
    if let name = string(members, "group", at: path), let member = members["group"] {
      if let known = CriterionGroup(rawValue: name) {
        group = known
      } else {
        let names = CriterionGroup.allCases.map(\.rawValue)
        error(
          Message.unknownGroup(name, known: names),
          at: member.value, path: path.appending("group"))
      }
    }
    var applicability = Applicability.everywhere
    if let member = members["appliesTo"],
      let scope = object(
        member.value, at: path.appending("appliesTo"), shape: CriteriaFormat.appliesTo)
    {
      applicability = self.applicability(scope, at: path.appending("appliesTo"))
    }
    return Criterion(
      id: string(members, "id", at: path) ?? "",
      group: group,
      applicability: applicability,
      wcag: strings(members, "wcag", at: path) ?? [],
      wording: Wording(
        title: string(members, "title", at: path) ?? "",
        checklist: string(members, "checklist", at: path) ?? "",
        given: strings(members, "given", at: path) ?? [],
        when: string(members, "when", at: path) ?? "",
        then: strings(members, "then", at: path) ?? [],
        examples: members["examples"].flatMap { examples($0.value, at: path.appending("examples")) }
      ),
      variants: list(members["variants"], at: path.appending("variants")) {
        $0.decodeVariant($1, at: $2)
      },
      developerNotes: frameworkNotes(members, "developerNotes", at: path))
  }

  mutating func decodeVariant(_ node: JSONNode, at path: JSONPath) -> WordingVariant? {
    guard let members = object(node, at: path, shape: CriteriaFormat.variant) else { return nil }
    return WordingVariant(
      applicability: applicability(members, at: path),
      overrides: WordingOverrides(
        title: string(members, "title", at: path),
        checklist: string(members, "checklist", at: path),
        given: strings(members, "given", at: path),
        when: string(members, "when", at: path),
        then: strings(members, "then", at: path),
        examples: members["examples"].flatMap { examples($0.value, at: path.appending("examples")) }
      ))
  }

  mutating func applicability(_ members: DecodedObject, at path: JSONPath)
    -> Applicability
  {
    Applicability(
      experiences: strings(members, "experiences", at: path),
      platforms: strings(members, "platforms", at: path))
  }

  mutating func examples(_ node: JSONNode, at path: JSONPath) -> ExamplesTable? {
    guard let members = object(node, at: path, shape: CriteriaFormat.examples) else { return nil }
    let header = strings(members, "header", at: path) ?? []
    var rows: [[String]] = []
    if let member = members["rows"] {
      let rowsPath = path.appending("rows")
      rows = list(member, at: rowsPath) { $0.stringArray($1, at: $2) }
    }
    return ExamplesTable(header: header, rows: rows)
  }

  // MARK: - Typed access with errors

  mutating func object(
    _ node: JSONNode, at path: JSONPath, shape: CriteriaFormat.Shape
  ) -> DecodedObject? {
    guard case .object(let list) = node.value else {
      error(Message.expectedObject(found: node.value.kindDescription), at: node, path: path)
      return nil
    }
    var members = DecodedObject()
    for member in list {
      if shape.keys.contains(member.key) {
        members.append(member)
      } else {
        let hint = Suggestions.hint(for: member.key, in: shape.keys)
        diagnostics.append(
          document.diagnostic(
            Message.unknownKey(member.key, at: path, hint: hint), atOffset: member.keyOffset))
      }
    }
    for key in shape.required where members[key] == nil {
      error(Message.missingKey(key), at: node, path: path)
    }
    return members
  }

  mutating func string(_ members: DecodedObject, _ key: String, at path: JSONPath)
    -> String?
  {
    guard let member = members[key] else { return nil }
    guard case .string(let text) = member.value.value else {
      error(
        Message.expectedString(found: member.value.value.kindDescription), at: member.value,
        path: path.appending(key))
      return nil
    }
    return text
  }

  mutating func bool(_ members: DecodedObject, _ key: String, at path: JSONPath) -> Bool? {
    guard let member = members[key] else { return nil }
    guard case .bool(let value) = member.value.value else {
      error(
        Message.expectedBoolean(found: member.value.value.kindDescription), at: member.value,
        path: path.appending(key))
      return nil
    }
    return value
  }

  mutating func strings(_ members: DecodedObject, _ key: String, at path: JSONPath)
    -> [String]?
  {
    guard let member = members[key] else { return nil }
    return stringArray(member.value, at: path.appending(key))
  }

  mutating func stringArray(_ node: JSONNode, at path: @autoclosure () -> JSONPath)
    -> [String]?
  {
    guard case .array(let elements) = node.value else {
      error(
        Message.expectedArrayOfStrings(found: node.value.kindDescription), at: node,
        path: path())
      return nil
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      if case .string(let text) = element.value {
        result.append(text)
      } else {
        error(
          Message.expectedString(found: element.value.kindDescription), at: element,
          path: path().appending(index))
      }
    }
    return result
  }

  mutating func terms(_ members: DecodedObject, _ key: String, at path: JSONPath)
    -> [Term]
  {
    guard let member = members[key] else { return [] }
    guard case .object(let list) = member.value.value else {
      error(
        Message.expectedObjectOfStrings(found: member.value.value.kindDescription),
        at: member.value, path: path.appending(key))
      return []
    }
    var result: [Term] = []
    for entry in list {
      guard case .string(let text) = entry.value.value else {
        error(
          Message.expectedString(found: entry.value.value.kindDescription), at: entry.value,
          path: path.appending(key).appending(entry.key))
        continue
      }
      result.append(Term(entry.key, text))
    }
    return result
  }

  mutating func frameworkNotes(
    _ members: DecodedObject, _ key: String, at path: JSONPath
  ) -> [FrameworkNotes] {
    guard let member = members[key] else { return [] }
    guard case .object(let list) = member.value.value else {
      error(
        Message.expectedNotesByFramework(found: member.value.value.kindDescription),
        at: member.value, path: path.appending(key))
      return []
    }
    return list.compactMap { entry in
      stringArray(entry.value, at: path.appending(key).appending(entry.key)).map {
        FrameworkNotes(framework: entry.key, notes: $0)
      }
    }
  }

  mutating func list<Element>(
    _ member: JSONMember?, at path: JSONPath,
    _ decode: (inout ComponentDecoder, JSONNode, JSONPath) -> Element?
  ) -> [Element] {
    guard let member else { return [] }
    return list(member.value, at: path, decode)
  }

  mutating func list<Element>(
    _ node: JSONNode, at path: JSONPath,
    _ decode: (inout ComponentDecoder, JSONNode, JSONPath) -> Element?
  ) -> [Element] {
    guard case .array(let elements) = node.value else {
      error(Message.expectedArray(found: node.value.kindDescription), at: node, path: path)
      return []
    }
    var result: [Element] = []
    for (index, element) in elements.enumerated() {
      if let value = decode(&self, element, path.appending(index)) {
        result.append(value)
      }
    }
    return result
  }

  mutating func error(_ message: String, at node: JSONNode, path: JSONPath) {
    diagnostics.append(document.diagnostic("\(path): \(message)", atOffset: node.offset))
  }
}
