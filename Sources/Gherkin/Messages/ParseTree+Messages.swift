extension JSONWriter {
  /// Writes `parsed`'s `gherkinDocument` message, as ``GherkinDocument/ndjson(uri:ids:)``
  /// writes the document it stands for, straight from the parser's tree.
  mutating func document(_ parsed: ParsedGherkin, uri: String?) {
    parsed.withSource { source in
      parsed.tree.scratch.withUnsafeBufferPointer { scratch in
        parsed.tree.dialect.pool.withUnsafeBufferPointer { pool in
          var writer = TreeWriter(
            tree: parsed.tree, source: source.bytes, scratch: scratch, pool: pool)
          writer.document(uri: uri, into: &self)
        }
      }
    }
  }
}

/// Writes the messages of a ``ParseTree``, whose texts it reads from the three byte buffers
/// they may be in.
private struct TreeWriter {
  let tree: ParseTree
  let source: UnsafeBufferPointer<UInt8>
  let scratch: UnsafeBufferPointer<UInt8>
  let pool: UnsafeBufferPointer<UInt8>

  @inline(__always)
  func bytes(_ text: ParseTree.Text) -> UnsafeBufferPointer<UInt8> {
    switch text.storage {
    case .source: return UnsafeBufferPointer(rebasing: source[text.start..<text.end])
    case .scratch: return UnsafeBufferPointer(rebasing: scratch[text.start..<text.end])
    case .keyword: return UnsafeBufferPointer(rebasing: pool[tree.dialect.spans[text.start]])
    }
  }

  mutating func document(uri: String?, into json: inout JSONWriter) {
    json.raw("{\"gherkinDocument\":{\"comments\":[")
    var first = true
    for comment in tree.comments {
      json.raw(
        first ? "{\"location\":{\"column\":1,\"line\":" : ",{\"location\":{\"column\":1,\"line\":")
      first = false
      json.digits(comment.line)
      json.raw("},\"text\":")
      json.quoted(bytes(comment.text))
      json.raw("}")
    }
    json.raw("]")
    if let feature = tree.feature {
      json.raw(",\"feature\":")
      self.feature(feature, into: &json)
    }
    if let uri {
      json.raw(",\"uri\":")
      json.quoted(uri)
    }
    json.raw("}}\n")
  }

  // MARK: - Pieces

  /// `,"key":"text"`.
  @inline(__always)
  private func field(_ key: StaticString, _ text: ParseTree.Text, into json: inout JSONWriter) {
    json.raw(key)
    json.quoted(bytes(text))
  }

  /// `,"location":{"column":C,"line":L}`.
  @inline(__always)
  private func location(_ line: Int, _ column: Int, into json: inout JSONWriter) {
    json.raw(",\"location\":{\"column\":")
    json.digits(column)
    json.raw(",\"line\":")
    json.digits(line)
    json.raw("}")
  }

  /// `,"id":"N"`.
  @inline(__always)
  private func id(_ id: Int, into json: inout JSONWriter) {
    json.raw(",\"id\":\"")
    json.digits(json.recordID(id))
    json.raw("\"")
  }

  private func tags(_ range: Range<Int>, into json: inout JSONWriter) {
    json.raw(",\"tags\":[")
    for index in range {
      let tag = tree.tags[index]
      json.raw(index == range.lowerBound ? "{\"id\":\"" : ",{\"id\":\"")
      json.digits(json.recordID(tag.id))
      json.raw("\"")
      location(tag.line, tag.column, into: &json)
      field(",\"name\":", tag.name, into: &json)
      json.raw("}")
    }
    json.raw("]")
  }

  /// `{"children":[…]`: the start of a feature or rule.
  private func children(_ children: ArraySlice<ParseTree.Child>, into json: inout JSONWriter) {
    json.raw("{\"children\":[")
    var first = true
    for child in children {
      if !first { json.raw(",") }
      first = false
      switch child {
      case .background(let index):
        json.raw("{\"background\":")
        background(tree.backgrounds[index], into: &json)
      case .scenario(let index):
        json.raw("{\"scenario\":")
        scenario(tree.scenarios[index], into: &json)
      case .rule(let index):
        json.raw("{\"rule\":")
        rule(tree.rules[index], into: &json)
      }
      json.raw("}")
    }
    json.raw("]")
  }

  // MARK: - Nodes

  private func feature(_ feature: ParseTree.FeatureNode, into json: inout JSONWriter) {
    let header = feature.header
    children(tree.featureChildren[feature.children], into: &json)
    field(",\"description\":", header.description, into: &json)
    // A Markdown document's first line may stand for the feature, without a keyword.
    if !header.keyword.isEmpty {
      field(",\"keyword\":", header.keyword, into: &json)
    }
    json.raw(",\"language\":")
    json.quoted(tree.dialect.code)
    location(header.line, header.column, into: &json)
    field(",\"name\":", header.name, into: &json)
    tags(header.tags, into: &json)
    json.raw("}")
  }

  private func rule(_ rule: ParseTree.RuleNode, into json: inout JSONWriter) {
    let header = rule.header
    children(tree.ruleChildren[rule.children], into: &json)
    field(",\"description\":", header.description, into: &json)
    id(rule.id, into: &json)
    field(",\"keyword\":", header.keyword, into: &json)
    location(header.line, header.column, into: &json)
    field(",\"name\":", header.name, into: &json)
    tags(header.tags, into: &json)
    json.raw("}")
  }

  private func background(_ background: ParseTree.BackgroundNode, into json: inout JSONWriter) {
    let header = background.header
    field("{\"description\":", header.description, into: &json)
    id(background.id, into: &json)
    field(",\"keyword\":", header.keyword, into: &json)
    location(header.line, header.column, into: &json)
    field(",\"name\":", header.name, into: &json)
    steps(background.steps, into: &json)
    json.raw("}")
  }

  private func scenario(_ scenario: ParseTree.ScenarioNode, into json: inout JSONWriter) {
    let header = scenario.header
    field("{\"description\":", header.description, into: &json)
    json.raw(",\"examples\":[")
    for index in scenario.examples {
      if index != scenario.examples.lowerBound { json.raw(",") }
      examples(tree.examples[index], into: &json)
    }
    json.raw("]")
    id(scenario.id, into: &json)
    field(",\"keyword\":", header.keyword, into: &json)
    location(header.line, header.column, into: &json)
    field(",\"name\":", header.name, into: &json)
    steps(scenario.steps, into: &json)
    tags(header.tags, into: &json)
    json.raw("}")
  }

  private func examples(_ examples: ParseTree.ExamplesNode, into json: inout JSONWriter) {
    let header = examples.header
    field("{\"description\":", header.description, into: &json)
    id(examples.id, into: &json)
    field(",\"keyword\":", header.keyword, into: &json)
    location(header.line, header.column, into: &json)
    field(",\"name\":", header.name, into: &json)
    json.raw(",\"tableBody\":")
    rows(examples.rows.dropFirst(), into: &json)
    if let first = examples.rows.first {
      json.raw(",\"tableHeader\":")
      row(tree.rows[first], into: &json)
    }
    tags(header.tags, into: &json)
    json.raw("}")
  }

  private func steps(_ range: Range<Int>, into json: inout JSONWriter) {
    json.raw(",\"steps\":[")
    for index in range {
      let step = tree.steps[index]
      json.raw(index == range.lowerBound ? "{" : ",{")
      if let first = step.table.first {
        let row = tree.rows[first]
        json.raw("\"dataTable\":{\"location\":{\"column\":")
        json.digits(row.column)
        json.raw(",\"line\":")
        json.digits(row.line)
        json.raw("},\"rows\":")
        rows(step.table, into: &json)
        json.raw("},")
      }
      if step.docString >= 0 {
        let docString = tree.docStrings[step.docString]
        field("\"docString\":{\"content\":", docString.content, into: &json)
        json.raw(",\"delimiter\":")
        switch docString.delimiter {
        case .none: json.quoted(bytes(docString.delimiterText))
        case .quotes: json.raw("\"\\\"\\\"\\\"\"")
        case .backticks: json.raw("\"```\"")
        }
        location(docString.line, docString.column, into: &json)
        if let mediaType = docString.mediaType {
          field(",\"mediaType\":", mediaType, into: &json)
        }
        json.raw("},")
      }
      json.raw("\"id\":\"")
      json.digits(json.recordID(step.id))
      field("\",\"keyword\":", step.keyword, into: &json)
      switch step.keywordType {
      case .context: json.raw(",\"keywordType\":\"Context\"")
      case .action: json.raw(",\"keywordType\":\"Action\"")
      case .outcome: json.raw(",\"keywordType\":\"Outcome\"")
      case .conjunction: json.raw(",\"keywordType\":\"Conjunction\"")
      case .unknown: json.raw(",\"keywordType\":\"Unknown\"")
      }
      location(step.line, step.column, into: &json)
      field(",\"text\":", step.text, into: &json)
      json.raw("}")
    }
    json.raw("]")
  }

  private func rows<Rows: Collection<Int>>(_ range: Rows, into json: inout JSONWriter) {
    json.raw("[")
    var first = true
    for index in range {
      if !first { json.raw(",") }
      first = false
      row(tree.rows[index], into: &json)
    }
    json.raw("]")
  }

  private func row(_ row: ParseTree.RowNode, into json: inout JSONWriter) {
    json.raw("{\"cells\":[")
    for index in row.cells {
      let cell = tree.cells[index]
      json.raw(
        index == row.cells.lowerBound
          ? "{\"location\":{\"column\":" : ",{\"location\":{\"column\":")
      json.digits(cell.column)
      json.raw(",\"line\":")
      json.digits(row.line)
      field("},\"value\":", cell.value, into: &json)
      json.raw("}")
    }
    json.raw("]")
    id(row.id, into: &json)
    location(row.line, row.column, into: &json)
    json.raw("}")
  }
}
