import Diagnostics

/// Walks a parsed template over a context stack of values, appending to one buffer.
///
/// In strict mode unknown names are collected (once per tag) and rendering goes on, so one
/// run reports them all; running past the nesting limit stops at once.
struct Renderer {
  /// After this many errors the rest of the output is not worth producing.
  static let maxDiagnostics = 100

  /// What changes when rendering moves into another template or block: where errors point,
  /// the indentation standalone tags add, and the blocks parent tags override.
  struct Scope {
    let template: Template
    let indentation: [UInt8]
    let overrides: [String: Override]
  }

  /// A block given inside a parent tag, rendered where the parent's block of the same name is.
  struct Override {
    let block: Node.Block
    /// The template the overriding content was written in, for error locations.
    let template: Template
  }

  private struct ReportKey: Hashable {
    var path: String
    var location: SourceLocation
    var message: String
  }

  let partials: any PartialProvider
  let escapesHTML: Bool
  let strict: Bool
  let maxDepth: Int
  private var stack: [Value]
  private var depth = 0
  private var diagnostics: [Diagnostic] = []
  private var reported: Set<ReportKey> = []

  init(partials: any PartialProvider, options: RenderOptions, data: Value) {
    self.partials = partials
    escapesHTML = options.escaping == .html
    strict = options.strict
    maxDepth = min(options.maxDepth, RenderOptions.depthCeiling)
    stack = [data]
  }

  mutating func render(_ template: Template, into text: inout String) throws(DiagnosticsError) {
    let scope = Scope(template: template, indentation: [], overrides: [:])
    var output = Output()
    // Take the caller's string rather than copy it, so appending needs no copy-on-write.
    swap(&output.text, &text)
    defer {
      output.flush()
      swap(&output.text, &text)
    }
    try render(template.nodes, in: scope, into: &output)
    if !diagnostics.isEmpty {
      throw DiagnosticsError(diagnostics)
    }
  }

  // MARK: - Nodes

  private mutating func render(_ nodes: [Node], in scope: Scope, into output: inout Output)
    throws(DiagnosticsError)
  {
    for node in nodes {
      switch node {
      case .text(let text):
        if scope.indentation.isEmpty || text.lineStarts.isEmpty {
          output.append(text.bytes)
        } else {
          appendIndented(text, scope.indentation, to: &output)
        }
      case .variable(let variable):
        try interpolate(variable, in: scope, into: &output)
      case .section(let section):
        try render(section, in: scope, into: &output)
      case .partial(let partial):
        try include(
          partial.target, indentation: partial.indentation, blocks: nil,
          at: partial.location, in: scope, into: &output)
      case .parent(let parent):
        try include(
          parent.target, indentation: parent.indentation, blocks: parent.blocks,
          at: parent.location, in: scope, into: &output)
      case .block(let block):
        try render(block, in: scope, into: &output)
      }
    }
  }

  private func appendIndented(_ text: Node.Text, _ indentation: [UInt8], to output: inout Output) {
    var copied = 0
    for lineStart in text.lineStarts {
      output.append(text.bytes[copied..<lineStart])
      output.append(indentation)
      copied = lineStart
    }
    output.append(text.bytes[copied...])
  }

  private mutating func interpolate(
    _ variable: Node.Variable, in scope: Scope, into output: inout Output
  ) throws(DiagnosticsError) {
    guard let value = lookUp(variable.name) else {
      if strict {
        try report(
          Message.unknownVariable(variable.name.text), at: variable.location, in: scope)
      }
      return
    }
    switch value {
    case .string(let text):
      if variable.escaped && escapesHTML {
        output.appendEscapingHTML(text)
      } else {
        output.append(text)
      }
    case .number(let number):
      output.append(Value.text(of: number))
    case .bool(let flag):
      output.append(flag ? "true" : "false")
    case .null:
      break
    case .list:
      if strict {
        try report(
          Message.notText(variable.name.text, kind: "list"), at: variable.location, in: scope)
      }
    case .object:
      if strict {
        try report(
          Message.notText(variable.name.text, kind: "object"), at: variable.location, in: scope)
      }
    }
  }

  private mutating func render(
    _ section: Node.Section, in scope: Scope, into output: inout Output
  ) throws(DiagnosticsError) {
    let value = lookUp(section.name)
    if value == nil, strict {
      try report(Message.unknownSection(section.name.text), at: section.location, in: scope)
    }
    if section.inverted {
      guard !(value?.isTruthy ?? false) else { return }
      try descend("section", section.name.text, at: section.location, in: scope)
      try render(section.nodes, in: scope, into: &output)
      depth -= 1
      return
    }
    guard let value, value.isTruthy else { return }
    try descend("section", section.name.text, at: section.location, in: scope)
    if case .list(let items) = value {
      for item in items {
        stack.append(item)
        try render(section.nodes, in: scope, into: &output)
        stack.removeLast()
      }
    } else {
      stack.append(value)
      try render(section.nodes, in: scope, into: &output)
      stack.removeLast()
    }
    depth -= 1
  }

  /// Renders a partial (`blocks` nil) or a parent tag with its blocks.
  ///
  /// A partial is a parent without blocks: blocks a caller overrode stay overridden inside it.
  private mutating func include(
    _ target: Node.PartialTarget, indentation: [UInt8]?, blocks: [String: Node.Block]?,
    at location: SourceLocation, in scope: Scope, into output: inout Output
  ) throws(DiagnosticsError) {
    guard let name = try partialName(target, at: location, in: scope) else { return }
    let found: Template?
    do {
      found = try partials.template(named: name)
    } catch {
      throw DiagnosticsError(diagnostics + error.diagnostics)
    }
    guard let template = found else {
      if strict {
        try report(Message.unknownPartial(name), at: location, in: scope)
      }
      return
    }
    try descend(blocks == nil ? "partial" : "parent", name, at: location, in: scope)
    var overrides = scope.overrides
    if let blocks, !blocks.isEmpty {
      // The outermost override of a block wins, so a caller's blocks replace the parent
      // tag's own.
      overrides = blocks.mapValues { Override(block: $0, template: scope.template) }
      overrides.merge(scope.overrides) { _, outer in outer }
    }
    let inner = Scope(
      template: template,
      indentation: indentation.map { scope.indentation + $0 } ?? [],
      overrides: overrides)
    try render(template.nodes, in: inner, into: &output)
    depth -= 1
  }

  private mutating func partialName(
    _ target: Node.PartialTarget, at location: SourceLocation, in scope: Scope
  ) throws(DiagnosticsError) -> String? {
    switch target {
    case .named(let name):
      return name
    case .dynamic(let name):
      guard let value = lookUp(name) else {
        if strict {
          try report(Message.unknownVariable(name.text), at: location, in: scope)
        }
        return nil
      }
      guard let text = value.interpolation else {
        if strict {
          let kind = if case .list = value { "list" } else { "object" }
          try report(Message.notText(name.text, kind: kind), at: location, in: scope)
        }
        return nil
      }
      return text
    }
  }

  private mutating func render(_ block: Node.Block, in scope: Scope, into output: inout Output)
    throws(DiagnosticsError)
  {
    try descend("block", block.name, at: block.location, in: scope)
    if let override = scope.overrides[block.name] {
      // Overriding content comes from elsewhere: it is indented only when it fills a
      // standalone block, and then by that block's indentation.
      let inner = Scope(
        template: override.template,
        indentation: block.expansionIndentation.map { scope.indentation + $0 } ?? [],
        overrides: scope.overrides)
      try render(override.block.nodes, in: inner, into: &output)
    } else if let indentation = block.expansionIndentation, !indentation.isEmpty {
      let inner = Scope(
        template: scope.template, indentation: scope.indentation + indentation,
        overrides: scope.overrides)
      try render(block.nodes, in: inner, into: &output)
    } else {
      try render(block.nodes, in: scope, into: &output)
    }
    depth -= 1
  }

  // MARK: - Context

  /// Finds the first part of `name` in the nearest object on the stack that has it, then
  /// each further part in the value found; nil when any part is missing.
  private func lookUp(_ name: Name) -> Value? {
    if name.isImplicitIterator {
      return stack.last
    }
    var index = stack.count - 1
    while index >= 0 {
      if case .object(let members) = stack[index], let found = members[name.first] {
        var value = found
        for part in name.rest {
          guard case .object(let members) = value, let next = members[part] else { return nil }
          value = next
        }
        return value
      }
      index -= 1
    }
    return nil
  }

  // MARK: - Errors

  private mutating func descend(
    _ noun: String, _ name: String, at location: SourceLocation, in scope: Scope
  ) throws(DiagnosticsError) {
    depth += 1
    guard depth <= maxDepth else {
      diagnostics.append(
        .error(
          Message.nestedTooDeeply(noun, name, limit: maxDepth), path: scope.template.path,
          at: location, in: scope.template.source))
      throw DiagnosticsError(diagnostics)
    }
  }

  /// Records an error once per tag, however many times rendering passes the tag.
  private mutating func report(_ message: String, at location: SourceLocation, in scope: Scope)
    throws(DiagnosticsError)
  {
    let key = ReportKey(path: scope.template.path, location: location, message: message)
    guard reported.insert(key).inserted else { return }
    diagnostics.append(
      .error(message, path: scope.template.path, at: location, in: scope.template.source))
    if diagnostics.count >= Self.maxDiagnostics {
      throw DiagnosticsError(diagnostics)
    }
  }
}
