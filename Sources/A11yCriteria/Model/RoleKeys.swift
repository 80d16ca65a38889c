/// The keys that activate an element of one role.
public struct RoleKeys: Hashable, Sendable {
  public var role: String
  public var keys: [String]

  public init(role: String, keys: [String]) {
    self.role = role
    self.keys = keys
  }
}
