/// Appends text with the HTML escaping the Mustache spec requires.
enum HTMLEscaper {
  /// Appends `text` to `output`, escaping `&`, `"`, `<` and `>`.
  ///
  /// Text without those bytes, the common case, is appended in one piece.
  static func append(_ text: String, to output: inout String) {
    let utf8 = text.utf8
    var copied = utf8.startIndex
    var index = copied
    while index != utf8.endIndex {
      let entity: String
      switch utf8[index] {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "\""): entity = "&quot;"
      case UInt8(ascii: "<"): entity = "&lt;"
      case UInt8(ascii: ">"): entity = "&gt;"
      default:
        index = utf8.index(after: index)
        continue
      }
      // Every escaped byte is ASCII, so `index` is on a character boundary.
      output.append(contentsOf: text[copied..<index])
      output.append(entity)
      index = utf8.index(after: index)
      copied = index
    }
    if copied == utf8.startIndex {
      output.append(text)
    } else {
      output.append(contentsOf: text[copied...])
    }
  }
}
