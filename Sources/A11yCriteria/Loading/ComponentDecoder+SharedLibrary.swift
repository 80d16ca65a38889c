import Diagnostics
import JSON

/// Files of shared profiles (`"profiles"`) and standard criteria (`"standardCriteria"`), which
/// version 2 components refer to by id.
extension ComponentDecoder {
  /// Whether `document` is a profiles or standard-criteria file rather than a component.
  static func isSharedLibrary(_ document: JSONDocument) -> Bool {
    guard case .object(let members) = document.root.value else { return false }
    return isSharedLibrary(keys: members.map(\.key))
  }

  /// Whether a document with these top-level member names is a shared library file.
  static func isSharedLibrary(keys: some Sequence<String>) -> Bool {
    keys.contains { $0 == "profiles" || $0 == "standardCriteria" }
  }

  mutating func decodeSharedLibrary() -> SharedLibrary? {
    let root = JSONPath.root
    guard case .object(let rootMembers) = document.root.value else {
      error(
        Message.expectedObject(found: document.root.value.kindDescription), at: document.root,
        path: root)
      return nil
    }
    if let member = rootMembers.first(where: { $0.key == "version" }),
      checkVersion(member, at: root) != 2
    {
      if diagnostics.isEmpty {
        error(Message.sharedFilesAreVersion2, at: member.value, path: root)
      }
      return nil
    }
    let isProfiles = rootMembers.contains { $0.key == "profiles" }
    let shape = isProfiles ? CriteriaFormat.profilesFile : CriteriaFormat.standardFile
    guard let members = object(document.root, at: root, shape: shape) else { return nil }
    var library = SharedLibrary(digest: SharedLibrary.digest(of: document.bytes))
    if isProfiles {
      library.profiles = list(members["profiles"], at: root.appending("profiles")) {
        $0.decodePlatform($1, at: $2, shape: CriteriaFormat.profile)
      }
    } else {
      library.standardCriteria = list(
        members["standardCriteria"], at: root.appending("standardCriteria")
      ) { $0.decodeStandardCriterion($1, at: $2) }
      library.outcomes = terms(members, "outcomes", at: root)
    }
    return library
  }

  private mutating func decodeStandardCriterion(_ node: JSONNode, at path: JSONPath)
    -> StandardCriterion?
  {
    guard let criterion = decodeCriterion(node, at: path, shape: CriteriaFormat.standardCriterion),
      case .object(let entries) = node.value
    else { return nil }
    var members = DecodedObject()
    for member in entries { members.append(member) }
    var repetition: StandardCriterion.Repetition?
    if let name = string(members, "each", at: path), let member = members["each"] {
      repetition = StandardCriterion.Repetition(rawValue: name)
      if repetition == nil {
        let names = StandardCriterion.Repetition.allCases.map(\.rawValue)
        error(
          Message.unknownRepetition(name, known: names),
          at: member.value, path: path.appending("each"))
      }
    }
    var device: ScreenReader.Device?
    if let name = string(members, "screenReaders", at: path), let member = members["screenReaders"]
    {
      device = ScreenReader.Device(rawValue: name)
      if device == nil {
        let names = ScreenReader.Device.allCases.map(\.rawValue)
        error(
          "unknown device '\(name)'\(Suggestions.hint(for: name, in: names)); it is one of \(names.joined(separator: ", "))",
          at: member.value, path: path.appending("screenReaders"))
      }
    }
    return StandardCriterion(
      id: criterion.id, group: criterion.group, wcag: criterion.wcag,
      wording: criterion.wording, repetition: repetition,
      columns: terms(members, "columns", at: path),
      parameters: strings(members, "parameters", at: path) ?? [],
      optionalParameters: strings(members, "optionalParameters", at: path) ?? [],
      onlyWithKey: string(members, "onlyWithKey", at: path),
      screenReaders: device,
      developerNotes: criterion.developerNotes)
  }
}
