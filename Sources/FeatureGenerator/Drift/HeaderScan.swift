#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a generated header that ``UnchangedInputsCheck`` needs, read straight from a
/// file's bytes: `check` reads every file's header, and making strings of each line costs more
/// than reading the file.
///
/// It accepts exactly the headers ``GeneratedHeader/read(from:style:)`` accepts for a
/// component's file, or fewer: whatever it does not recognise is for that reader to decide.
enum HeaderScan {
  /// The `inputs:`, `content:` and `tool:` values (empty without one), the regenerate command
  /// and where the body starts; nil when the bytes do not
  /// start with a component file's header in `style`, as far as this scan can tell.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, style: GeneratedHeader.Style)
    -> (inputs: Substring, content: Substring, tool: Substring, command: Substring, body: Int)?
  {
    var lines = Lines(bytes: bytes)
    let markdown = style == .markdown
    if markdown {
      guard let first = lines.next(), equal(first, "<!--") else { return nil }
    }
    let prefix = markdown ? "" : "# "
    func line() -> Slice<UnsafeBufferPointer<UInt8>>? {
      guard let line = lines.next(), starts(line, with: prefix) else { return nil }
      return line.dropFirst(prefix.utf8.count)
    }
    guard let title = line(),
      value(
        title, after: titleLabel, before: "\": change the criteria, not the generated scenarios.")
        != nil
    else { return nil }
    if !markdown {
      guard let note = line(), equal(note, GeneratedHeader.keptNote) else { return nil }
    }
    guard let fingerprintLine = line(), let tool = tool(ofFingerprintLine: fingerprintLine),
      let contentLine = line(),
      let content = value(contentLine, after: "content: ", before: " (the rest of this file)"),
      let inputsLine = line(),
      let inputs = value(
        inputsLine, after: "inputs: ", before: " (criteria, shared and template files)"),
      let command = line(), starts(command, with: "regenerate: ")
    else { return nil }
    while true {
      var peek = lines
      guard let next = peek.next(), starts(next, with: prefix),
        starts(next.dropFirst(prefix.utf8.count), with: "scenarios: ")
      else { break }
      lines = peek
    }
    if markdown {
      guard let close = lines.next(), equal(close, "-->") else { return nil }
    }
    return (
      string(inputs), string(content), tool,
      string(command.dropFirst("regenerate: ".utf8.count)),
      lines.offset
    )
  }

  /// The tool's version a `fingerprint:` line names after the fingerprint (empty for a line
  /// that names none); nil for another line.
  private static func tool(ofFingerprintLine line: Slice<UnsafeBufferPointer<UInt8>>)
    -> Substring?
  {
    let label = "fingerprint: "
    guard starts(line, with: label) else { return nil }
    let rest = line.dropFirst(label.utf8.count)
    guard let space = rest.firstIndex(of: UInt8(ascii: " ")), space > rest.startIndex else {
      return nil
    }
    let note = rest[(space + 1)...]
    if equal(note, GeneratedHeader.fingerprintNote) { return "" }
    guard let version = value(note, after: "(criteria, templates and a11y-gherkin ", before: ")")
    else { return nil }
    return string(version)
  }

  /// Lines ended by `\n` (a last line without one is none), without a `\r` before it.
  private struct Lines {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
      guard offset < bytes.count, let base = bytes.baseAddress,
        let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
      else { return nil }
      let end = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
      var line = bytes[offset..<end]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      offset = end + 1
      return line
    }
  }

  private static let titleLabel = GeneratedHeader.marker + " from the criteria of component \""

  private static func starts(_ line: Slice<UnsafeBufferPointer<UInt8>>, with text: String) -> Bool {
    line.count >= text.utf8.count && same(line.prefix(text.utf8.count), text)
  }

  private static func equal(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ text: String) -> Bool {
    line.count == text.utf8.count && same(line, text)
  }

  /// Whether `bytes` are `text`'s UTF-8, byte for byte, compared as memory (the generic
  /// comparison of a slice with a string's view costs many times more).
  private static func same(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { utf8 in
      guard utf8.count == bytes.count else { return false }
      guard let expected = utf8.baseAddress, let base = bytes.base.baseAddress else {
        return utf8.isEmpty
      }
      return memcmp(base + bytes.startIndex, expected, utf8.count) == 0
    } ?? bytes.elementsEqual(text.utf8)
  }

  /// What stands between `label` and `suffix` when the line is exactly that: not empty, and
  /// without a space.
  private static func value(
    _ line: Slice<UnsafeBufferPointer<UInt8>>, after label: String, before suffix: String
  ) -> Slice<UnsafeBufferPointer<UInt8>>? {
    let labelCount = label.utf8.count
    let suffixCount = suffix.utf8.count
    guard line.count > labelCount + suffixCount, starts(line, with: label),
      same(line.suffix(suffixCount), suffix)
    else { return nil }
    let value = line.dropFirst(labelCount).dropLast(suffixCount)
    guard let base = value.base.baseAddress else { return value }
    let space = memchr(base + value.startIndex, Int32(UInt8(ascii: " ")), value.count)
    return space == nil ? value : nil
  }

  private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Substring {
    Substring(String(decoding: bytes, as: UTF8.self))
  }
}
