import A11yCriteria
import JSON
import Testing

/// The shipped JSON Schema and the decoder must accept the same keys.
@Suite struct CriteriaSchemaTests {
  private func definitions(_ file: String = CriteriaFormat.schemaFileName) throws -> [String:
    JSONValue]
  {
    let document = try JSONDocument(
      parsing: BuiltInCatalog.embeddedFile(file) ?? "", path: file)
    let defs = try #require(document.root.node(at: JSONPath.root.appending("$defs")))
    guard case .object(let members) = defs.value else { return [:] }
    return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.value) })
  }

  private func strings(_ value: JSONValue?) -> Set<String> {
    guard case .array(let elements) = value else { return [] }
    return Set(elements.compactMap { if case .string(let text) = $0.value { text } else { nil } })
  }

  @Test(
    arguments: CriteriaFormat.shapes.map { (CriteriaFormat.schemaFileName, $0.name) }
      + CriteriaFormat.shapesV2.map { (CriteriaFormat.schemaV2FileName, $0.name) })
  func schemaDefinitionMatchesTheDecoder(file: String, name: String) throws {
    let shapes =
      file == CriteriaFormat.schemaFileName ? CriteriaFormat.shapes : CriteriaFormat.shapesV2
    let shape = try #require(shapes.first { $0.name == name })
    let definition = try #require(try definitions(file)[name], "\(file) has no $defs.\(name)")
    let node = JSONNode(definition)
    let properties = node.node(at: JSONPath.root.appending("properties"))
    guard case .object(let members)? = properties?.value else {
      Issue.record("$defs.\(name) has no properties")
      return
    }
    #expect(Set(members.map(\.key)) == Set(shape.keys))
    #expect(
      strings(node.node(at: JSONPath.root.appending("required"))?.value) == Set(shape.required))
    #expect(node.node(at: JSONPath.root.appending("additionalProperties"))?.value == .bool(false))
  }
}
