/// Where a value sits inside a document, printed the way error messages name it:
/// `criteria[3].wcag[0]`; the root prints as `$`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  public private(set) var components: [Component]

  public init(_ components: [Component] = []) {
    self.components = components
  }

  public static let root = JSONPath()

  public func appending(_ key: String) -> JSONPath {
    var path = self
    path.components.append(.key(key))
    return path
  }

  public func appending(_ index: Int) -> JSONPath {
    var path = self
    path.components.append(.index(index))
    return path
  }

  public var description: String {
    guard !components.isEmpty else { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        let plain =
          !key.isEmpty
          && key.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
              || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
              || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
              || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
          }
        if plain {
          text += text.isEmpty ? key : "." + key
        } else {
          text += "[\"\(key)\"]"
        }
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
