/// The data a template renders: a closed set of JSON-like values.
///
/// Build one with literals, or decode it from JSON with `JSONDecoder`:
///
/// ```swift
/// let data: Value = [
///   "component": "Captcha",
///   "platforms": [["name": "iOS", "reader": "VoiceOver"], ["name": "Android"]],
///   "count": 2,
/// ]
/// ```
///
/// Falsey values, which skip a section and show an inverted one, are `false`, `null`, the
/// empty list and the empty string. Numbers (including 0) and objects (including empty ones)
/// are truthy.
public enum Value: Sendable, Hashable {
  /// Text, inserted as it is (or HTML-escaped by `{{name}}`).
  case string(String)
  /// A number; integral values print without a fractional part (`85`, not `85.0`), others in
  /// the shortest form that reads back the same (`1.21`). Integers beyond ±2^53 lose precision.
  case number(Double)
  /// Prints as `true` or `false`; `false` skips a section.
  case bool(Bool)
  /// Prints nothing and skips a section; a name whose value is null still counts as known in
  /// strict mode.
  case null
  /// A section renders once per element, with the element on top of the context stack.
  case list([Value])
  /// Named values; a section over an object renders once with the object on top of the
  /// context stack, where names are looked up.
  case object(Object)

  /// A number from an integer.
  public init(_ value: Int) {
    self = .number(Double(value))
  }

  /// Whether a section renders its content for this value (see ``Value``).
  public var isTruthy: Bool {
    switch self {
    case .bool(let value): value
    case .null: false
    case .list(let items): !items.isEmpty
    case .string(let text): !text.isEmpty
    case .number, .object: true
    }
  }

  /// The value of `key` when this is an object, else nil.
  public subscript(key: String) -> Value? {
    if case .object(let members) = self {
      return members[key]
    }
    return nil
  }
}

// MARK: - Literals

extension Value: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension Value: ExpressibleByStringInterpolation {}

extension Value: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self = .number(Double(value))
  }
}

extension Value: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) {
    self = .number(value)
  }
}

extension Value: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension Value: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension Value: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Value...) {
    self = .list(elements)
  }
}

extension Value: ExpressibleByDictionaryLiteral {
  /// An object; a key given twice keeps its last value.
  public init(dictionaryLiteral elements: (String, Value)...) {
    self = .object(Object(elements))
  }
}

// MARK: - Codable

extension Value: Codable {
  /// Decodes any JSON value; `true`/`false` become ``bool(_:)``, never numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([Value].self) {
      self = .list(value)
    } else {
      self = .object(Object(try container.decode([String: Value].self)))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .null: try container.encodeNil()
    case .list(let value): try container.encode(value)
    case .object(let value): try container.encode(value.dictionary)
    }
  }
}
