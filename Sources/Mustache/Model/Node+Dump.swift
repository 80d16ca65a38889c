extension Template {
  /// The parsed tree, one node a line with each tag's `@line:column`: a readable oracle for
  /// tests. Text shows `»` where a line begins (where indentation would go).
  func dump() -> String {
    var lines: [String] = []
    Node.dump(TemplateParser.parse(source, path: path).nodes, depth: 0, into: &lines)
    return lines.joined(separator: "\n")
  }
}

extension Node {
  static func dump(_ nodes: [Node], depth: Int, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: depth)
    for node in nodes {
      switch node {
      case .text(let text):
        var marked: [UInt8] = []
        var copied = 0
        for offset in text.lineStarts {
          marked += text.bytes[copied..<offset] + Array("»".utf8)
          copied = offset
        }
        marked += text.bytes[copied...]
        lines.append(pad + "text " + String(decoding: marked, as: UTF8.self).debugDescription)
      case .variable(let variable):
        let kind = variable.escaped ? "variable" : "unescaped variable"
        lines.append(pad + "\(kind) \(variable.name.text) @\(variable.location)")
      case .section(let section):
        let kind = section.inverted ? "inverted section" : "section"
        lines.append(pad + "\(kind) \(section.name.text) @\(section.location)")
        dump(section.nodes, depth: depth + 1, into: &lines)
      case .partial(let partial):
        lines.append(
          pad + "partial \(partial.target.text) @\(partial.location)"
            + indentation(partial.indentation))
      case .parent(let parent):
        lines.append(
          pad + "parent \(parent.target.text) @\(parent.location)"
            + indentation(parent.indentation))
        for name in parent.blocks.keys.sorted() {
          if let block = parent.blocks[name] {
            dump([.block(block)], depth: depth + 1, into: &lines)
          }
        }
      case .block(let block):
        lines.append(
          pad + "block \(block.name) @\(block.location)"
            + indentation(block.expansionIndentation))
        dump(block.nodes, depth: depth + 1, into: &lines)
      }
    }
  }

  private static func indentation(_ indentation: [UInt8]?) -> String {
    indentation.map {
      " standalone, indented \(String(decoding: $0, as: UTF8.self).debugDescription)"
    }
      ?? ""
  }
}
