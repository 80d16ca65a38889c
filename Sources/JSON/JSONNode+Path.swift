extension JSONNode {
  /// The value at `path` below this one, if every step of the path exists.
  public func node(at path: JSONPath) -> JSONNode? {
    var node = self
    for component in path.components {
      switch (component, node.value) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        node = member.value
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return nil }
        node = elements[index]
      default:
        return nil
      }
    }
    return node
  }

  /// The byte offset of the value at `path`; see ``node(at:)``.
  public func offset(at path: JSONPath) -> Int? {
    node(at: path)?.offset
  }
}
