import JSON

/// The known members of one JSON object while it is decoded.
///
/// Objects in criteria files have a handful of members and are read once: searching them in
/// order costs less than hashing each key into a dictionary. Keys are unique (the parser rejects
/// a repeated key).
struct DecodedObject {
  private var members: [JSONMember] = []

  mutating func append(_ member: JSONMember) {
    members.append(member)
  }

  subscript(key: String) -> JSONMember? {
    members.first { $0.key == key }
  }
}
