/// A JSON value whose every member and element remembers where it stands in its source, so
/// that errors about it can name a line and column.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONNode])
  case object([JSONMember])

  /// The name of the value's kind, as error messages say it ("a string", "an object").
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A value and the byte offsets at which it starts and ends in the source.
///
/// Offsets, not line and column, are stored: computing a column for every value of a large
/// single-line document would cost time in proportion to the line's length each time.
/// ``JSONDocument/location(ofOffset:)`` converts one when an error needs it.
public struct JSONNode: Hashable, Sendable {
  public var value: JSONValue
  public var offset: Int
  /// Just past the value's last byte; the value's text is `bytes[offset..<endOffset]`.
  public var endOffset: Int

  public init(_ value: JSONValue, offset: Int = 0, endOffset: Int? = nil) {
    self.value = value
    self.offset = offset
    self.endOffset = endOffset ?? offset
  }
}

/// One `"key": value` member of an object, in source order.
public struct JSONMember: Hashable, Sendable {
  public var key: String
  public var keyOffset: Int
  public var value: JSONNode

  public init(key: String, keyOffset: Int = 0, value: JSONNode) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }
}
