import JSON
import Mustache

extension Value {
  /// Template data from a JSON document, as `render --data` reads it.
  init(json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .list(elements.map { Value(json: $0.value) })
    case .object(let members):
      self = .object(Value.Object(members.map { ($0.key, Value(json: $0.value.value)) }))
    }
  }
}
