import Diagnostics

extension ParseTree {
  /// The public AST of the tree, whose texts are in `source`.
  func document(source: SourceBuffer) -> GherkinDocument {
    let builder = DocumentBuilder(tree: self, source: source)
    return GherkinDocument(
      feature: feature.map { builder.feature($0) },
      comments: comments.map { comment in
        Gherkin.Comment(
          location: SourceLocation(line: comment.line, column: 1),
          text: builder.string(comment.text))
      })
  }
}

/// Makes the AST's nodes from the tree's, one kind at a time.
private struct DocumentBuilder {
  let tree: ParseTree
  let source: SourceBuffer

  func string(_ text: ParseTree.Text) -> String {
    switch text.storage {
    case .source: return source.string(from: text.start, to: text.end)
    case .keyword: return tree.dialect.texts[text.start]
    case .scratch:
      return tree.scratch.withUnsafeBufferPointer { scratch in
        SourceBuffer(bytes: scratch).string(from: text.start, to: text.end)
      }
    }
  }

  func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(line: line, column: column)
  }

  func tags(_ range: Range<Int>) -> [Tag] {
    tree.tags[range].map { tag in
      Tag(id: tag.id, location: location(tag.line, tag.column), name: string(tag.name))
    }
  }

  func row(_ index: Int) -> TableRow {
    let row = tree.rows[index]
    return TableRow(
      id: row.id, location: location(row.line, row.column),
      cells: tree.cells[row.cells].map { cell in
        TableCell(location: location(row.line, cell.column), value: string(cell.value))
      })
  }

  func steps(_ range: Range<Int>) -> [Step] {
    tree.steps[range].map { step in
      var docString: DocString?
      if step.docString >= 0 {
        let node = tree.docStrings[step.docString]
        docString = DocString(
          location: location(node.line, node.column), mediaType: node.mediaType.map(string),
          content: string(node.content),
          delimiter: node.delimiter == .none ? string(node.delimiterText) : node.delimiter.text)
      }
      var dataTable: DataTable?
      if !step.table.isEmpty {
        let rows = step.table.map(row)
        dataTable = DataTable(location: rows[0].location, rows: rows)
      }
      return Step(
        id: step.id, location: location(step.line, step.column), keyword: string(step.keyword),
        keywordType: step.keywordType, text: string(step.text), docString: docString,
        dataTable: dataTable)
    }
  }

  func background(_ index: Int) -> Background {
    let node = tree.backgrounds[index]
    let header = node.header
    return Background(
      id: node.id, location: location(header.line, header.column),
      keyword: string(header.keyword), name: string(header.name),
      description: string(header.description), steps: steps(node.steps))
  }

  func scenario(_ index: Int) -> Scenario {
    let node = tree.scenarios[index]
    let header = node.header
    return Scenario(
      id: node.id, location: location(header.line, header.column), tags: tags(header.tags),
      keyword: string(header.keyword), name: string(header.name),
      description: string(header.description), steps: steps(node.steps),
      examples: tree.examples[node.examples].map(examples))
  }

  func examples(_ node: ParseTree.ExamplesNode) -> Examples {
    let header = node.header
    return Examples(
      id: node.id, location: location(header.line, header.column), tags: tags(header.tags),
      keyword: string(header.keyword), name: string(header.name),
      description: string(header.description),
      tableHeader: node.rows.isEmpty ? nil : row(node.rows.lowerBound),
      tableBody: node.rows.dropFirst().map(row))
  }

  func rule(_ index: Int) -> Rule {
    let node = tree.rules[index]
    let header = node.header
    return Rule(
      id: node.id, location: location(header.line, header.column), tags: tags(header.tags),
      keyword: string(header.keyword), name: string(header.name),
      description: string(header.description),
      children: tree.ruleChildren[node.children].compactMap { child in
        switch child {
        case .background(let index): .background(background(index))
        case .scenario(let index): .scenario(scenario(index))
        case .rule: nil
        }
      })
  }

  func feature(_ node: ParseTree.FeatureNode) -> Feature {
    let header = node.header
    return Feature(
      location: location(header.line, header.column), tags: tags(header.tags),
      language: tree.dialect.code, keyword: string(header.keyword), name: string(header.name),
      description: string(header.description),
      children: tree.featureChildren[node.children].map { child in
        switch child {
        case .background(let index): .background(background(index))
        case .scenario(let index): .scenario(scenario(index))
        case .rule(let index): .rule(rule(index))
        }
      })
  }
}
