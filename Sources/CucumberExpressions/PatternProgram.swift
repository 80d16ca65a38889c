/// A ``PatternNode`` compiled to instructions for a backtracking matcher over UTF-8 bytes.
///
/// The matcher remembers every (instruction, position) pair it has tried and never tries one
/// twice, so a text costs at most instructions × bytes steps whatever the pattern: no
/// exponential backtracking, and no regular-expression library (with its Unicode data) to
/// load. It answers one question, whether a match exists, which is all a step needs.
struct PatternProgram: Sendable {
  private enum Instruction: Sendable {
    case byte(UInt8)
    /// One whole UTF-8 encoded scalar from the set at this index of `sets` (an index keeps
    /// the instruction trivial to copy).
    case set(Int)
    /// Try the first target, and the second if the first fails.
    case split(Int, Int)
    case jump(Int)
    case start
    case end
    case wordBoundary(negative: Bool)
    /// The lookahead program at this index must match (or, when `negative`, must not) here.
    case lookahead(Int, negative: Bool)
    case match
  }

  private var instructions: [Instruction] = []
  private var lookaheads: [PatternProgram] = []
  private var sets: [ScalarSet] = []
  /// The bytes a matching text can start with (bit per byte value), or nil when an empty text
  /// may match: a text starting with another byte is refused without running the program.
  private var firstBytes: [UInt64]?

  /// The most instructions a program may hold: counted repetitions are unrolled.
  static let sizeLimit = 100_000

  /// - Throws: ``PatternError`` when unrolled repetitions make the program too large.
  init(_ node: PatternNode) throws(PatternError) {
    try emit(node)
    instructions.append(.match)
    firstBytes = startingBytes()
  }

  /// The bytes the first consuming instruction reachable from the start accepts; nil if the
  /// program can match without consuming anything.
  private func startingBytes() -> [UInt64]? {
    var bytes = [UInt64](repeating: 0, count: 4)
    var seen = Set<Int>()
    var pending = [0]
    while let pc = pending.popLast() {
      guard seen.insert(pc).inserted else { continue }
      switch instructions[pc] {
      case .byte(let byte): bytes[Int(byte >> 6)] |= 1 << UInt64(byte & 63)
      case .set(let index):
        let set = sets[index]
        // ASCII as the set says; any lead byte of a longer scalar, without asking.
        for byte in 0..<0x80 where set.contains(UInt32(byte)) {
          bytes[byte >> 6] |= 1 << UInt64(byte & 63)
        }
        bytes[3] = ~0
      case .split(let first, let second): pending += [first, second]
      case .jump(let target): pending.append(target)
      case .start, .wordBoundary, .lookahead: pending.append(pc + 1)
      case .end, .match: return nil
      }
    }
    return bytes
  }

  /// Whether a text starting with `byte` (nil: the empty text) may match at all: a cheap
  /// test before ``matches(_:from:)``.
  func mayStart(with byte: UInt8?) -> Bool {
    guard let firstBytes else { return true }
    guard let byte else { return false }
    return firstBytes[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
  }

  private mutating func emit(_ node: PatternNode) throws(PatternError) {
    guard instructions.count < Self.sizeLimit else {
      throw PatternError(message: "its repetitions make it too large to match")
    }
    switch node {
    case .empty: break
    case .scalar(let scalar):
      for byte in String(scalar).utf8 { instructions.append(.byte(byte)) }
    case .set(let set):
      sets.append(set)
      instructions.append(.set(sets.count - 1))
    case .sequence(let items):
      for item in items { try emit(item) }
    case .alternation(let branches):
      var exits: [Int] = []
      for branch in branches.dropLast() {
        let split = instructions.count
        instructions.append(.split(split + 1, 0))
        try emit(branch)
        exits.append(instructions.count)
        instructions.append(.jump(0))
        instructions[split] = .split(split + 1, instructions.count)
      }
      try emit(branches[branches.count - 1])
      for exit in exits { instructions[exit] = .jump(instructions.count) }
    case .repetition(let item, let min, let max):
      for _ in 0..<min { try emit(item) }
      if let max {
        var splits: [Int] = []
        for _ in min..<max {
          splits.append(instructions.count)
          instructions.append(.split(instructions.count + 1, 0))
          try emit(item)
        }
        for split in splits { instructions[split] = .split(split + 1, instructions.count) }
      } else {
        let loop = instructions.count
        instructions.append(.split(loop + 1, 0))
        try emit(item)
        instructions.append(.jump(loop))
        instructions[loop] = .split(loop + 1, instructions.count)
      }
    case .lookahead(let inner, let negative):
      lookaheads.append(try PatternProgram(inner))
      instructions.append(.lookahead(lookaheads.count - 1, negative: negative))
    case .start: instructions.append(.start)
    case .end: instructions.append(.end)
    case .wordBoundary(let negative): instructions.append(.wordBoundary(negative: negative))
    }
  }

  /// Whether the program reaches its end from byte `start` of `text` (valid UTF-8).
  func matches(_ text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Bool {
    let width = text.count + 1
    var tried = [UInt64](repeating: 0, count: (instructions.count * width + 63) / 64)
    var pending: [(instruction: Int, position: Int)] = [(0, start)]
    pending.reserveCapacity(16)
    while let next = pending.popLast() {
      var pc = next.instruction
      var position = next.position
      thread: while true {
        let bit = pc * width + position
        let mask = UInt64(1) << UInt64(bit & 63)
        if tried[bit >> 6] & mask != 0 { break }
        tried[bit >> 6] |= mask
        switch instructions[pc] {
        case .byte(let byte):
          guard position < text.count, text[position] == byte else { break thread }
          position += 1
          pc += 1
        case .set(let index):
          guard position < text.count else { break thread }
          let (value, length) = Self.scalar(in: text, at: position)
          guard sets[index].contains(value) else { break thread }
          position += length
          pc += 1
        case .split(let first, let second):
          pending.append((second, position))
          pc = first
        case .jump(let target):
          pc = target
        case .start:
          guard position == 0 else { break thread }
          pc += 1
        case .end:
          guard position == text.count else { break thread }
          pc += 1
        case .wordBoundary(let negative):
          let before = position > 0 && Self.isWord(before: position, in: text)
          let after =
            position < text.count
            && ScalarSet.Property.word.contains(Self.scalar(in: text, at: position).0)
          guard (before != after) != negative else { break thread }
          pc += 1
        case .lookahead(let index, let negative):
          guard lookaheads[index].matches(text, from: position) != negative else { break thread }
          pc += 1
        case .match:
          return true
        }
      }
    }
    return false
  }

  /// The scalar whose encoding starts at `position`, and its length in bytes.
  private static func scalar(in text: UnsafeBufferPointer<UInt8>, at position: Int) -> (
    UInt32, Int
  ) {
    let lead = UInt32(text[position])
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard length > 1, position + length <= text.count else { return (lead, 1) }
    var value = lead & (0xFF >> UInt32(length + 1))
    for offset in 1..<length { value = value << 6 | UInt32(text[position + offset] & 0x3F) }
    return (value, length)
  }

  /// Whether the scalar before `position` is a `\w` character.
  private static func isWord(before position: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = position - 1
    while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
    return ScalarSet.Property.word.contains(scalar(in: text, at: start).0)
  }
}
