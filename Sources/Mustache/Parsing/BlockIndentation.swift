/// The inheritance spec's indentation rule for blocks: "block indentation is removed at the
/// site of definition and added at the site of expansion".
///
/// When a block's opening tag is standalone, its content is stored without the indentation
/// its lines share in the source, and is rendered with the indentation of the block it fills.
enum BlockIndentation {
  /// The leading whitespace shared by the non-blank lines of `range` (which starts a line),
  /// or nil when every line is blank.
  static func commonPrefix(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> [UInt8]?
  {
    var prefix: Range<Int>?
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      var index = lineStart
      while index < range.upperBound, isBlank(bytes[index]) {
        index += 1
      }
      let blank =
        index == range.upperBound || bytes[index] == UInt8(ascii: "\n")
        || (bytes[index] == UInt8(ascii: "\r") && index + 1 < range.upperBound
          && bytes[index + 1] == UInt8(ascii: "\n"))
      if !blank {
        if let current = prefix {
          var length = 0
          while length < current.count, lineStart + length < index,
            bytes[current.lowerBound + length] == bytes[lineStart + length]
          {
            length += 1
          }
          prefix = current.lowerBound..<current.lowerBound + length
        } else {
          prefix = lineStart..<index
        }
      }
      while index < range.upperBound, bytes[index] != UInt8(ascii: "\n") {
        index += 1
      }
      lineStart = index + 1
    }
    return prefix.map { Array(bytes[$0]) }
  }

  /// Removes up to `count` bytes of indentation from every line of `nodes`, and from the
  /// indentation of the standalone tags among them.
  ///
  /// A nested standalone block has already lost its own (deeper) indentation, so only its
  /// expansion indentation moves.
  static func dedent(_ nodes: [Node], by count: Int) -> [Node] {
    guard count > 0 else { return nodes }
    return nodes.map { node in
      switch node {
      case .text(let text):
        return .text(dedent(text, by: count))
      case .variable:
        return node
      case .section(let section):
        return .section(
          Node.Section(
            name: section.name, inverted: section.inverted,
            nodes: dedent(section.nodes, by: count), location: section.location))
      case .partial(let partial):
        return .partial(
          Node.Partial(
            target: partial.target, indentation: partial.indentation.map { drop(count, $0) },
            location: partial.location))
      case .parent(let parent):
        return .parent(
          Node.Parent(
            target: parent.target, indentation: parent.indentation.map { drop(count, $0) },
            blocks: parent.blocks.mapValues { dedent($0, by: count) }, location: parent.location
          ))
      case .block(let block):
        return .block(dedent(block, by: count))
      }
    }
  }

  /// Marks the start of `nodes` as the start of a line.
  static func markingLineStart(_ nodes: [Node]) -> [Node] {
    if case .text(let text)? = nodes.first {
      if text.lineStarts.first == 0 { return nodes }
      return [
        .text(
          Node.Text(
            bytes: text.bytes, lineStarts: [0] + text.lineStarts, location: text.location))
      ]
        + nodes.dropFirst()
    }
    return [.text(Node.Text(bytes: [], lineStarts: [0]))] + nodes
  }

  private static func dedent(_ block: Node.Block, by count: Int) -> Node.Block {
    if let indentation = block.expansionIndentation {
      return Node.Block(
        name: block.name, nodes: block.nodes, expansionIndentation: drop(count, indentation),
        location: block.location)
    }
    return Node.Block(
      name: block.name, nodes: dedent(block.nodes, by: count), expansionIndentation: nil,
      location: block.location)
  }

  private static func dedent(_ text: Node.Text, by count: Int) -> Node.Text {
    guard !text.lineStarts.isEmpty else { return text }
    let bytes = text.bytes
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var lineStarts: [Int] = []
    var copied = 0
    for lineStart in text.lineStarts {
      result.append(contentsOf: bytes[copied..<lineStart])
      var index = lineStart
      while index < bytes.count, index - lineStart < count, isBlank(bytes[index]) {
        index += 1
      }
      // A line left empty gets no indentation, like a blank line in a partial.
      let empty =
        index < bytes.count
        && (bytes[index] == UInt8(ascii: "\n")
          || (bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count
            && bytes[index + 1] == UInt8(ascii: "\n")))
      if !empty {
        lineStarts.append(result.count)
      }
      copied = index
    }
    result.append(contentsOf: bytes[copied...])
    return Node.Text(bytes: result, lineStarts: lineStarts, location: text.location)
  }

  private static func drop(_ count: Int, _ indentation: [UInt8]) -> [UInt8] {
    Array(indentation.dropFirst(count))
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
