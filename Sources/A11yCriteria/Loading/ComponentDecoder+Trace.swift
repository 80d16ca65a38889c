import JSON

/// The `trace` member of a version 2 file: one object for one source document (the shape the
/// format first had, still valid), or an array of them for a component written from several
/// documents (its native and its web document). Each names its document and has one entry per
/// requirement. Which criteria the entries name is checked by ``CriteriaValidator``, once the
/// criteria are known.
extension ComponentDecoder {
  mutating func decodeTraces(_ member: JSONMember?, at path: JSONPath) -> [Trace] {
    guard let member else { return [] }
    guard case .array(let elements) = member.value.value else {
      return decodeTrace(member.value, at: path).map { [$0] } ?? []
    }
    if elements.isEmpty {
      error(Message.emptyTraceList, at: member.value, path: path)
    }
    return list(member.value, at: path) { $0.decodeTrace($1, at: $2) }
  }

  private mutating func decodeTrace(_ node: JSONNode, at path: JSONPath) -> Trace? {
    guard let members = object(node, at: path, shape: CriteriaFormat.trace) else { return nil }
    let entries = list(members["requirements"], at: path.appending("requirements")) {
      $0.decodeTraceEntry($1, at: $2)
    }
    return Trace(source: string(members, "source", at: path) ?? "", entries: entries)
  }

  private mutating func decodeTraceEntry(_ node: JSONNode, at path: JSONPath) -> TraceEntry? {
    guard let members = object(node, at: path, shape: CriteriaFormat.traceEntry) else {
      return nil
    }
    let answers = ["covers", "outOfScope", "uncovered"].filter { members[$0] != nil }
    if answers.count != 1 {
      let found =
        answers.isEmpty ? "none" : answers.map { "'\($0)'" }.joined(separator: " and ")
      error(
        Message.traceEntryKind(found: found),
        at: node, path: path)
    }
    var priority: Int?
    if let member = members["priority"] {
      if case .number(let number) = member.value.value, let whole = Int(exactly: number) {
        priority = whole
      } else {
        error(
          Message.expectedPriority(found: member.value.value.kindDescription), at: member.value,
          path: path.appending("priority"))
      }
    }
    return TraceEntry(
      requirement: string(members, "requirement", at: path) ?? "",
      priority: priority,
      note: string(members, "note", at: path),
      covers: strings(members, "covers", at: path),
      outOfScope: string(members, "outOfScope", at: path),
      uncovered: string(members, "uncovered", at: path))
  }
}
