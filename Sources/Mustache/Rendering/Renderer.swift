import Diagnostics

/// Runs a template's instructions over a context stack of values, appending to one buffer.
///
/// In strict mode unknown names are collected (once per tag) and rendering goes on, so one
/// run reports them all; running past the nesting limit stops at once.
struct Renderer {
  /// After this many errors the rest of the output is not worth producing.
  static let maxDiagnostics = 100

  /// What changes when rendering moves into another template or block: where errors point,
  /// the indentation standalone tags add, and the blocks parent tags override.
  struct Scope {
    let program: Program
    let indentation: [UInt8]
    let overrides: [String: Override]
  }

  /// A block given inside a parent tag, rendered where the parent's block of the same name is.
  struct Override {
    /// The template the overriding content was written in.
    let program: Program
    /// Its index in `program.blocks`.
    let block: Int
  }

  /// A partial or parent tag with a fixed name, and the template it resolved to.
  private struct ResolvedPartial {
    struct Key: Equatable {
      var program: ObjectIdentifier
      var instruction: Int
    }
    var key: Key
    var template: Template?
  }

  /// Templates hold few partial tags; past this many, lookups go to the provider again.
  private static let maxResolvedPartials = 32

  private struct ReportKey: Hashable {
    var path: String
    var location: SourceLocation
    var message: String
  }

  let partials: any PartialProvider
  let escapesHTML: Bool
  let strict: Bool
  let maxDepth: Int
  let maxOutputBytes: Int
  let maxSteps: Int
  let stop: RenderStop?
  private var stack: [Value]
  private var depth = 0
  private var steps = 0
  private var diagnostics: [Diagnostic] = []
  private var reported: Set<ReportKey> = []
  private var resolvedPartials: [ResolvedPartial] = []

  init(partials: any PartialProvider, options: RenderOptions, data: Value) {
    self.partials = partials
    escapesHTML = options.escaping == .html
    strict = options.strict
    maxDepth = min(options.maxDepth, RenderOptions.depthCeiling)
    maxOutputBytes = options.maxOutputBytes
    maxSteps = options.maxSteps
    stop = options.stop
    stack = [data]
  }

  mutating func render(_ template: Template, into text: inout String) throws(DiagnosticsError) {
    let program = template.program
    let scope = Scope(program: program, indentation: [], overrides: [:])
    var output = Output()
    // Take the caller's string rather than copy it, so appending needs no copy-on-write.
    swap(&output.text, &text)
    defer {
      output.finish()
      swap(&output.text, &text)
    }
    try run(0..<program.instructions.count, in: scope, into: &output)
    if !diagnostics.isEmpty {
      throw DiagnosticsError(diagnostics)
    }
  }

  // MARK: - Instructions

  private mutating func run(_ range: Range<Int>, in scope: Scope, into output: inout Output)
    throws(DiagnosticsError)
  {
    let program = scope.program
    var index = range.lowerBound
    while index < range.upperBound {
      try count(at: index, in: scope, output: output)
      switch program.instructions[index] {
      case .text(let start, let end, let firstLineStart, let endLineStart):
        if scope.indentation.isEmpty || firstLineStart == endLineStart {
          output.append(UnsafeBufferPointer(rebasing: program.text[start..<end]))
        } else {
          appendIndented(
            start..<end, lineStarts: firstLineStart..<endLineStart, in: scope, into: &output)
        }
        index += 1
      case .variable(let name, let escaped):
        try interpolate(program.name(name), escaped: escaped, at: index, in: scope, into: &output)
        index += 1
      case .section(let name, let inverted, let end):
        try section(
          program.name(name), inverted: inverted, content: index + 1..<end, at: index,
          in: scope, into: &output)
        index = end
      case .partial(let partial):
        let call = program.partials[partial]
        try include(
          call.target, indentation: call.indentation, blocks: nil, at: index, in: scope,
          into: &output)
        index += 1
      case .parent(let parent, let end):
        let call = program.parents[parent]
        try include(
          call.target, indentation: call.indentation, blocks: call.blocks, at: index, in: scope,
          into: &output)
        index = end
      case .block(let block, let end):
        try expand(block, at: index, in: scope, into: &output)
        index = end
      }
    }
  }

  private func appendIndented(
    _ range: Range<Int>, lineStarts: Range<Int>, in scope: Scope, into output: inout Output
  ) {
    let program = scope.program
    var copied = range.lowerBound
    for lineStart in program.lineStarts[lineStarts] {
      output.append(UnsafeBufferPointer(rebasing: program.text[copied..<lineStart]))
      output.append(scope.indentation)
      copied = lineStart
    }
    output.append(UnsafeBufferPointer(rebasing: program.text[copied..<range.upperBound]))
  }

  private mutating func interpolate(
    _ name: UnsafePointer<Name>, escaped: Bool, at index: Int, in scope: Scope,
    into output: inout Output
  ) throws(DiagnosticsError) {
    guard let value = lookUp(name) else {
      if strict {
        try report(Message.unknownVariable(name.pointee.text), at: index, in: scope)
      }
      return
    }
    switch consume value {
    case .string(let text):
      if escaped && escapesHTML {
        output.appendEscapingHTML(text)
      } else {
        output.append(text)
      }
    case .number(let number):
      output.append(number: number)
    case .bool(let flag):
      output.append(flag ? "true" : "false")
    case .null:
      break
    case .list:
      if strict {
        try report(Message.notText(name.pointee.text, kind: "list"), at: index, in: scope)
      }
    case .object:
      if strict {
        try report(Message.notText(name.pointee.text, kind: "object"), at: index, in: scope)
      }
    }
  }

  private mutating func section(
    _ name: UnsafePointer<Name>, inverted: Bool, content: Range<Int>, at index: Int,
    in scope: Scope,
    into output: inout Output
  ) throws(DiagnosticsError) {
    let value = lookUp(name)
    if value == nil, strict {
      try report(Message.unknownSection(name.pointee.text), at: index, in: scope)
    }
    if inverted {
      guard !(value?.isTruthy ?? false) else { return }
      try descend("section", name.pointee.text, at: index, in: scope)
      try run(content, in: scope, into: &output)
      depth -= 1
      return
    }
    guard let value, value.isTruthy else { return }
    try descend("section", name.pointee.text, at: index, in: scope)
    if case .list(let items) = value {
      for item in items {
        try count(at: index, in: scope, output: output)
        stack.append(item)
        try run(content, in: scope, into: &output)
        stack.removeLast()
      }
    } else {
      stack.append(value)
      try run(content, in: scope, into: &output)
      stack.removeLast()
    }
    depth -= 1
  }

  /// Renders a partial (`blocks` nil) or a parent tag with its blocks.
  ///
  /// A partial is a parent without blocks: blocks a caller overrode stay overridden inside it.
  private mutating func include(
    _ target: Node.PartialTarget, indentation: [UInt8]?, blocks: [String: Int]?,
    at index: Int, in scope: Scope, into output: inout Output
  ) throws(DiagnosticsError) {
    guard let name = try partialName(target, at: index, in: scope) else { return }
    let found = try resolve(name, static: target.isNamed, at: index, in: scope)
    guard let template = found else {
      if strict {
        try report(Message.unknownPartial(name), at: index, in: scope)
      }
      return
    }
    // A parent that is the template being rendered would recurse until the depth limit.
    if blocks != nil, template.program.name == scope.program.name,
      template.program.path == scope.program.path
    {
      diagnostics.append(
        .error(
          Message.inheritsFromItself(name), path: scope.program.path,
          at: scope.program.locations[index], in: scope.program.source))
      throw DiagnosticsError(diagnostics)
    }
    try descend(blocks == nil ? "partial" : "parent", name, at: index, in: scope)
    var overrides = scope.overrides
    if let blocks, !blocks.isEmpty {
      // The outermost override of a block wins, so a caller's blocks replace the parent
      // tag's own.
      overrides = blocks.mapValues { Override(program: scope.program, block: $0) }
      overrides.merge(scope.overrides) { _, outer in outer }
    }
    let program = template.program
    let inner = Scope(
      program: program, indentation: indentation.map { extend(scope.indentation, $0) } ?? [],
      overrides: overrides)
    try run(0..<program.instructions.count, in: inner, into: &output)
    depth -= 1
  }

  /// The template a partial or parent tag names. A fixed name resolves the same way every
  /// time, so it is asked of the provider once per render (a loop includes it once per item).
  private mutating func resolve(
    _ name: String, static isStatic: Bool, at index: Int, in scope: Scope
  )
    throws(DiagnosticsError) -> Template?
  {
    let key = ResolvedPartial.Key(program: ObjectIdentifier(scope.program), instruction: index)
    if isStatic, let cached = resolvedPartials.first(where: { $0.key == key }) {
      return cached.template
    }
    let found: Template?
    do {
      found = try partials.template(named: name)
    } catch {
      throw DiagnosticsError(diagnostics + error.diagnostics)
    }
    if isStatic, resolvedPartials.count < Self.maxResolvedPartials {
      resolvedPartials.append(ResolvedPartial(key: key, template: found))
    }
    return found
  }

  private mutating func partialName(
    _ target: Node.PartialTarget, at index: Int, in scope: Scope
  ) throws(DiagnosticsError) -> String? {
    switch target {
    case .named(let name):
      return name
    case .dynamic(let name):
      guard let value = withUnsafePointer(to: name, lookUp) else {
        if strict {
          try report(Message.unknownVariable(name.text), at: index, in: scope)
        }
        return nil
      }
      guard let text = value.interpolation else {
        if strict {
          let kind = if case .list = value { "list" } else { "object" }
          try report(Message.notText(name.text, kind: kind), at: index, in: scope)
        }
        return nil
      }
      return text
    }
  }

  private mutating func expand(
    _ block: Int, at index: Int, in scope: Scope, into output: inout Output
  ) throws(DiagnosticsError) {
    let info = scope.program.blocks[block]
    try descend("block", info.name, at: index, in: scope)
    if let override = scope.overrides[info.name] {
      // Overriding content comes from elsewhere: it is indented only when it fills a
      // standalone block, and then by that block's indentation.
      let inner = Scope(
        program: override.program,
        indentation: info.expansionIndentation.map { extend(scope.indentation, $0) } ?? [],
        overrides: scope.overrides)
      try run(override.program.blocks[override.block].content, in: inner, into: &output)
    } else if let indentation = info.expansionIndentation, !indentation.isEmpty {
      let inner = Scope(
        program: scope.program, indentation: extend(scope.indentation, indentation),
        overrides: scope.overrides)
      try run(info.content, in: inner, into: &output)
    } else {
      try run(info.content, in: scope, into: &output)
    }
    depth -= 1
  }

  /// `outer + inner`, without allocating when either is empty (the usual case).
  private func extend(_ outer: [UInt8], _ inner: [UInt8]) -> [UInt8] {
    outer.isEmpty ? inner : inner.isEmpty ? outer : outer + inner
  }

  // MARK: - Context

  /// Finds the first part of `name` in the nearest object on the stack that has it, then
  /// each further part in the value found; nil when any part is missing.
  private func lookUp(_ name: UnsafePointer<Name>) -> Value? {
    if name.pointee.isImplicitIterator {
      return stack.last
    }
    let found: Value? = stack.withUnsafeBufferPointer { frames in
      var index = frames.count - 1
      while index >= 0 {
        if case .object(let members) = frames[index],
          let found = members.value(named: name.pointee.first.text, hash: name.pointee.first.hash)
        {
          return found
        }
        index -= 1
      }
      return nil
    }
    guard var value = found else { return nil }
    for part in name.pointee.rest {
      guard case .object(let members) = value,
        let next = members.value(named: part.text, hash: part.hash)
      else { return nil }
      value = next
    }
    return value
  }

  // MARK: - Errors

  /// One step of work at instruction `index`; stops rendering once the work or the output
  /// passes its limit, naming the tag (or text) being rendered then.
  @inline(__always)
  private mutating func count(at index: Int, in scope: Scope, output: borrowing Output)
    throws(DiagnosticsError)
  {
    steps += 1
    // Another render's limit is looked at every few thousand steps: cheap, and well under a
    // millisecond apart.
    if steps & 0xFFF == 0, let stop, stop.isRaised { throw DiagnosticsError(diagnostics) }
    guard steps > maxSteps || output.appendedBytes > maxOutputBytes else { return }
    stop?.raise()
    let message =
      steps > maxSteps
      ? Message.tooMuchWork(limit: maxSteps) : Message.tooMuchOutput(limit: maxOutputBytes)
    let program = scope.program
    diagnostics.append(
      .error(message, path: program.path, at: program.locations[index], in: program.source))
    throw DiagnosticsError(diagnostics)
  }

  private mutating func descend(
    _ noun: String, _ name: @autoclosure () -> String, at index: Int, in scope: Scope
  ) throws(DiagnosticsError) {
    depth += 1
    guard depth <= maxDepth else {
      stop?.raise()
      let program = scope.program
      diagnostics.append(
        .error(
          Message.nestedTooDeeply(noun, name(), limit: maxDepth), path: program.path,
          at: program.locations[index], in: program.source))
      throw DiagnosticsError(diagnostics)
    }
  }

  /// Records an error once per tag, however many times rendering passes the tag.
  private mutating func report(_ message: String, at index: Int, in scope: Scope)
    throws(DiagnosticsError)
  {
    let program = scope.program
    let location = program.locations[index]
    let key = ReportKey(path: program.path, location: location, message: message)
    guard reported.insert(key).inserted else { return }
    diagnostics.append(.error(message, path: program.path, at: location, in: program.source))
    if diagnostics.count >= Self.maxDiagnostics {
      throw DiagnosticsError(diagnostics)
    }
  }
}
