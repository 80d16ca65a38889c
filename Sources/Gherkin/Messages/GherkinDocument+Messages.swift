import Diagnostics

extension GherkinDocument {
  /// The document as one line of Cucumber-message NDJSON, `{"gherkinDocument":{…}}` and a
  /// newline, exactly as the official `.ast.ndjson` files have it: same keys in the same
  /// (alphabetical) order, ids as strings, absent optional fields left out.
  ///
  /// - Parameter uri: The `uri` field; left out when nil.
  public func ndjson(uri: String? = nil) -> String {
    var ids = 0
    return ndjson(uri: uri, ids: &ids)
  }

  /// The document as one NDJSON message, with ids that continue from `ids`, as the official
  /// tools number the documents of one stream; `ids` is left past the last id written.
  public func ndjson(uri: String?, ids: inout Int) -> String {
    var json = JSONWriter(capacity: 16 * 1024)
    json.idOffset = ids
    defer { ids += json.highestID + 1 }
    json.document(self, uri: uri)
    return json.text
  }

  /// Appends ``ndjson(uri:ids:)``'s line, as UTF-8 bytes, to `output`, with ids from
  /// `firstID` on: for writing many documents without making a string of each. The next
  /// document of the stream starts at `firstID + idCount`.
  public func appendNDJSON(uri: String? = nil, firstID: Int = 0, to output: inout [UInt8]) {
    var json = JSONWriter(capacity: 16 * 1024)
    json.idOffset = firstID
    json.document(self, uri: uri)
    json.append(to: &output)
  }

  /// How many ids the document's message uses: one more than its highest id, 0 when it has
  /// none. Documents are numbered from 0, so this is where the next document of a stream
  /// starts counting.
  public var idCount: Int {
    var highest = -1
    func see(_ id: Int) { highest = max(highest, id) }
    func see(_ tags: [Tag]) { for tag in tags { see(tag.id) } }
    func see(_ steps: [Step]) {
      for step in steps {
        see(step.id)
        for row in step.dataTable?.rows ?? [] { see(row.id) }
      }
    }
    func see(_ scenario: Scenario) {
      see(scenario.id)
      see(scenario.tags)
      see(scenario.steps)
      for examples in scenario.examples {
        see(examples.id)
        see(examples.tags)
        if let header = examples.tableHeader { see(header.id) }
        for row in examples.tableBody { see(row.id) }
      }
    }
    guard let feature else { return 0 }
    see(feature.tags)
    for child in feature.children {
      switch child {
      case .background(let background):
        see(background.id)
        see(background.steps)
      case .scenario(let scenario): see(scenario)
      case .rule(let rule):
        see(rule.id)
        see(rule.tags)
        for child in rule.children {
          switch child {
          case .background(let background):
            see(background.id)
            see(background.steps)
          case .scenario(let scenario): see(scenario)
          }
        }
      }
    }
    return highest + 1
  }
}

extension JSONWriter {
  mutating func document(_ document: GherkinDocument, uri: String?) {
    beginObject()
    key("gherkinDocument")
    beginObject()
    key("comments")
    beginArray()
    for comment in document.comments {
      beginObject()
      location(comment.location)
      field("text", comment.text)
      endObject()
    }
    endArray()
    if let feature = document.feature {
      key("feature")
      self.feature(feature)
    }
    if let uri {
      field("uri", uri)
    }
    endObject()
    endObject()
    newline()
  }
}

extension JSONWriter {
  /// `"location":{"column":C,"line":L}`.
  fileprivate mutating func location(_ location: SourceLocation) {
    key("location")
    raw("{\"column\":")
    digits(location.column)
    raw(",\"line\":")
    digits(location.line)
    endObject()
  }

  fileprivate mutating func id(_ id: Int) {
    quotedNumber("id", recordID(id))
  }

  fileprivate mutating func tags(_ tags: [Tag]) {
    key("tags")
    beginArray()
    for tag in tags {
      beginObject()
      id(tag.id)
      location(tag.location)
      field("name", tag.name)
      endObject()
    }
    endArray()
  }

  fileprivate mutating func feature(_ feature: Feature) {
    beginObject()
    key("children")
    beginArray()
    for child in feature.children {
      beginObject()
      switch child {
      case .background(let background):
        key("background")
        self.background(background)
      case .rule(let rule):
        key("rule")
        self.rule(rule)
      case .scenario(let scenario):
        key("scenario")
        self.scenario(scenario)
      }
      endObject()
    }
    endArray()
    field("description", feature.description)
    // A Markdown document's first line may stand for the feature, without a keyword.
    if !feature.keyword.isEmpty {
      field("keyword", feature.keyword)
    }
    field("language", feature.language)
    location(feature.location)
    field("name", feature.name)
    tags(feature.tags)
    endObject()
  }

  fileprivate mutating func rule(_ rule: Rule) {
    beginObject()
    key("children")
    beginArray()
    for child in rule.children {
      beginObject()
      switch child {
      case .background(let background):
        key("background")
        self.background(background)
      case .scenario(let scenario):
        key("scenario")
        self.scenario(scenario)
      }
      endObject()
    }
    endArray()
    field("description", rule.description)
    id(rule.id)
    field("keyword", rule.keyword)
    location(rule.location)
    field("name", rule.name)
    tags(rule.tags)
    endObject()
  }

  fileprivate mutating func background(_ background: Background) {
    beginObject()
    field("description", background.description)
    id(background.id)
    field("keyword", background.keyword)
    location(background.location)
    field("name", background.name)
    steps(background.steps)
    endObject()
  }

  fileprivate mutating func scenario(_ scenario: Scenario) {
    beginObject()
    field("description", scenario.description)
    key("examples")
    beginArray()
    for examples in scenario.examples {
      self.examples(examples)
    }
    endArray()
    id(scenario.id)
    field("keyword", scenario.keyword)
    location(scenario.location)
    field("name", scenario.name)
    steps(scenario.steps)
    tags(scenario.tags)
    endObject()
  }

  fileprivate mutating func examples(_ examples: Examples) {
    beginObject()
    field("description", examples.description)
    id(examples.id)
    field("keyword", examples.keyword)
    location(examples.location)
    field("name", examples.name)
    key("tableBody")
    rows(examples.tableBody)
    if let header = examples.tableHeader {
      key("tableHeader")
      row(header)
    }
    tags(examples.tags)
    endObject()
  }

  fileprivate mutating func steps(_ steps: [Step]) {
    key("steps")
    beginArray()
    for step in steps {
      beginObject()
      if let table = step.dataTable {
        key("dataTable")
        beginObject()
        location(table.location)
        key("rows")
        rows(table.rows)
        endObject()
      }
      if let docString = step.docString {
        key("docString")
        beginObject()
        field("content", docString.content)
        field("delimiter", docString.delimiter)
        location(docString.location)
        if let mediaType = docString.mediaType {
          field("mediaType", mediaType)
        }
        endObject()
      }
      id(step.id)
      field("keyword", step.keyword)
      field("keywordType", step.keywordType.rawValue)
      location(step.location)
      field("text", step.text)
      endObject()
    }
    endArray()
  }

  fileprivate mutating func rows(_ rows: [TableRow]) {
    beginArray()
    for row in rows {
      self.row(row)
    }
    endArray()
  }

  fileprivate mutating func row(_ row: TableRow) {
    beginObject()
    key("cells")
    beginArray()
    for cell in row.cells {
      beginObject()
      location(cell.location)
      field("value", cell.value)
      endObject()
    }
    endArray()
    id(row.id)
    location(row.location)
    endObject()
  }
}
