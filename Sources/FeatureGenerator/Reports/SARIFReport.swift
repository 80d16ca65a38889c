import JSON

/// SARIF 2.1.0 for code-scanning tools: one rule per drift kind, one result per drift item
/// with its physical location.
struct SARIFReport {
  let paths: ReportPaths

  func render(_ result: CheckResult) -> String {
    func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    func object(_ members: [(String, JSONNode)]) -> JSONNode {
      JSONNode(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }
    let kinds = DriftKind.allCases
    let rules = kinds.map { kind in
      object([
        ("id", string(kind.rawValue)),
        ("name", string(kind.rawValue.split(separator: "-").map { $0.capitalized }.joined())),
        ("shortDescription", object([("text", string(kind.title))])),
        ("fullDescription", object([("text", string(kind.summary))])),
        ("defaultConfiguration", object([("level", string("error"))])),
      ])
    }
    let results = result.items.map { item in
      var region: [(String, JSONNode)] = []
      if let line = item.line {
        region.append(("startLine", JSONNode(.number(Double(max(1, line))))))
      }
      var location: [(String, JSONNode)] = [
        ("artifactLocation", object([("uri", string(paths.display(item.file)))]))
      ]
      if !region.isEmpty { location.append(("region", object(region))) }
      let message = ([item.message] + item.details).joined(separator: "\n")
      var properties: [(String, JSONNode)] = [
        ("component", string(item.component)), ("experience", string(item.experience)),
        ("platform", string(item.platform)),
      ]
      if let criterion = item.criterion { properties.append(("criterion", string(criterion))) }
      if let cause = item.cause { properties.append(("cause", string(cause.rawValue))) }
      return object([
        ("ruleId", string(item.kind.rawValue)),
        ("ruleIndex", JSONNode(.number(Double(kinds.firstIndex(of: item.kind) ?? 0)))),
        ("level", string("error")),
        ("message", object([("text", string(message))])),
        ("locations", JSONNode(.array([object([("physicalLocation", object(location))])]))),
        ("properties", object(properties)),
      ])
    }
    let run = object([
      (
        "tool",
        object([
          (
            "driver",
            object([
              ("name", string("a11y-gherkin")),
              ("rules", JSONNode(.array(rules))),
            ])
          )
        ])
      ),
      ("results", JSONNode(.array(results))),
    ])
    let log = object([
      ("$schema", string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", string("2.1.0")),
      ("runs", JSONNode(.array([run]))),
    ])
    return JSONWriter.write(log.value)
  }
}
