import Diagnostics

/// A parsed template flattened for rendering: one array of instructions that hold only
/// integers, text in one byte buffer, and side tables for names and includes.
///
/// Walking a tree of reference-counted nodes costs an atomic retain and release per node;
/// these instructions are plain values, so rendering walks them without reference counting.
/// A section, parent or block is followed by its content and records where that content
/// ends.
final class Program: @unchecked Sendable {
  enum Instruction: Equatable {
    /// Copy `text[start..<end]`; `lineStarts[firstLineStart..<endLineStart]` are offsets
    /// into `text` where indentation goes.
    case text(start: Int, end: Int, firstLineStart: Int, endLineStart: Int)
    /// Interpolate `names[name]`.
    case variable(name: Int, escaped: Bool)
    /// Render the instructions up to `end` for `names[name]`.
    case section(name: Int, inverted: Bool, end: Int)
    /// Include `partials[index]`.
    case partial(Int)
    /// Include `parents[index]`; the instructions up to `end` hold its blocks.
    case parent(Int, end: Int)
    /// Render `blocks[index]`, or what overrides it; its content runs up to `end`.
    case block(Int, end: Int)
  }

  struct Partial {
    var target: Node.PartialTarget
    /// Nil when the tag is not standalone.
    var indentation: [UInt8]?
  }

  struct Parent {
    var target: Node.PartialTarget
    var indentation: [UInt8]?
    /// Indexes into `blocks` of the blocks the tag gives, by name.
    var blocks: [String: Int]
  }

  struct Block {
    var name: String
    /// Nil for an inline block.
    var expansionIndentation: [UInt8]?
    /// The instructions of its content.
    var content: Range<Int>
  }

  let name: String
  /// What diagnostics name and quote.
  let path: String
  let source: String

  // Immutable after `init`; kept in manually allocated memory so rendering can hold plain
  // pointers to them without retaining an array per access.
  let instructions: UnsafeMutableBufferPointer<Instruction>
  let text: UnsafeMutableBufferPointer<UInt8>
  let lineStarts: UnsafeMutableBufferPointer<Int>
  let names: UnsafeMutableBufferPointer<Name>
  /// The location of each instruction's tag (text instructions have their text's start).
  let locations: [SourceLocation]
  let partials: [Partial]
  let parents: [Parent]
  let blocks: [Block]

  init(nodes: [Node], name: String, path: String, source: String) {
    var builder = Builder()
    builder.emit(nodes)
    self.name = name
    self.path = path
    self.source = source
    instructions = Self.copy(builder.instructions)
    text = Self.copy(builder.text)
    lineStarts = Self.copy(builder.lineStarts)
    names = Self.copy(builder.names)
    locations = builder.locations
    partials = builder.partials
    parents = builder.parents
    blocks = builder.blocks
  }

  deinit {
    instructions.deinitialize().deallocate()
    text.deinitialize().deallocate()
    lineStarts.deinitialize().deallocate()
    names.deinitialize().deallocate()
  }

  /// `names[index]` in place, so that rendering reads a name's parts without copying them.
  func name(_ index: Int) -> UnsafePointer<Name> {
    UnsafePointer(names.baseAddress.unsafelyUnwrapped + index)
  }

  private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
    _ = buffer.initialize(from: elements)
    return buffer
  }

  /// Lays the tree out as instructions, depth first.
  private struct Builder {
    var instructions: [Instruction] = []
    var locations: [SourceLocation] = []
    var text: [UInt8] = []
    var lineStarts: [Int] = []
    var names: [Name] = []
    var nameIndexes: [Name: Int] = [:]
    var partials: [Partial] = []
    var parents: [Parent] = []
    var blocks: [Block] = []

    mutating func emit(_ nodes: [Node]) {
      for node in nodes {
        switch node {
        case .text(let piece):
          let start = text.count
          let firstLineStart = lineStarts.count
          text += piece.bytes
          lineStarts += piece.lineStarts.map { $0 + start }
          append(
            .text(
              start: start, end: text.count, firstLineStart: firstLineStart,
              endLineStart: lineStarts.count),
            // Text the parser made up has no place of its own: the tag before it stands in.
            at: piece.location ?? locations.last ?? SourceLocation(line: 1, column: 1))
        case .variable(let variable):
          append(
            .variable(name: index(of: variable.name), escaped: variable.escaped),
            at: variable.location)
        case .section(let section):
          let start = append(
            .section(name: index(of: section.name), inverted: section.inverted, end: 0),
            at: section.location)
          emit(section.nodes)
          instructions[start] = .section(
            name: index(of: section.name), inverted: section.inverted, end: instructions.count)
        case .partial(let partial):
          partials.append(Partial(target: partial.target, indentation: partial.indentation))
          append(.partial(partials.count - 1), at: partial.location)
        case .parent(let parent):
          let start = append(.parent(parents.count, end: 0), at: parent.location)
          var given: [String: Int] = [:]
          for name in parent.blocks.keys.sorted() {
            if let block = parent.blocks[name] {
              given[name] = emit(block)
            }
          }
          parents.append(
            Parent(target: parent.target, indentation: parent.indentation, blocks: given))
          instructions[start] = .parent(parents.count - 1, end: instructions.count)
        case .block(let block):
          _ = emit(block)
        }
      }
    }

    /// Emits a block instruction and its content; returns its index in `blocks`.
    private mutating func emit(_ block: Node.Block) -> Int {
      let index = blocks.count
      blocks.append(
        Block(name: block.name, expansionIndentation: block.expansionIndentation, content: 0..<0))
      let start = append(.block(index, end: 0), at: block.location)
      emit(block.nodes)
      blocks[index].content = start + 1..<instructions.count
      instructions[start] = .block(index, end: instructions.count)
      return index
    }

    @discardableResult
    private mutating func append(_ instruction: Instruction, at location: SourceLocation) -> Int {
      instructions.append(instruction)
      locations.append(location)
      return instructions.count - 1
    }

    private mutating func index(of name: Name) -> Int {
      if let index = nameIndexes[name] {
        return index
      }
      names.append(name)
      nameIndexes[name] = names.count - 1
      return names.count - 1
    }
  }
}
