import Diagnostics
import Gherkin

// Gherkin: any bytes are either rejected with located errors or parsed; the same text with
// CRLF or lone CR line breaks gives the same result; a parsed document prints to text that
// parses again to the same meaning (`normalized`, shared with the printer tests) and the same
// comments, and printing that again changes nothing. Read as Gherkin in Markdown, the same
// text is parsed or rejected with located errors.

private let parser = GherkinParser()
private let markdownParser = GherkinParser(syntax: .markdown)
private let markdownPath = "fuzz.feature.md"
private let printer = GherkinPrinter()
private let path = "fuzz.feature"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGherkin(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let source: String
  do {
    source = try GherkinParser.decode(utf8: bytes, path: path)
  } catch let error as DiagnosticsError {
    checkDiagnostics(error.diagnostics, path: path, source: bytes)
    return 0
  } catch {
    violated("decoding threw \(error), not a DiagnosticsError")
  }

  let markdown = markdownParser.parseResult(source, recordingTokens: true)
  if let document = markdown.document {
    _ = document.ndjson(uri: markdownPath)
  } else {
    checkDiagnostics(
      markdown.diagnostics(path: markdownPath, source: source), path: markdownPath, source: bytes)
  }

  // Recording tokens runs the `.tokens` listing code on every input too.
  let result = parser.parseResult(source, recordingTokens: true)
  if !source.utf8.contains(UInt8(ascii: "\r")) {
    let ending = size % 2 == 0 ? "\r\n" : "\r"
    let converted = parser.parseResult(source.replacing("\n", with: ending))
    require(
      converted.document == result.document && converted.errors == result.errors,
      "\(ending.debugDescription) line breaks read differently\ninput: \(source.debugDescription)")
  }
  guard let document = result.document else {
    require(result.errors.count <= 11, "\(result.errors.count) errors, more than eleven")
    checkDiagnostics(result.diagnostics(path: path, source: source), path: path, source: bytes)
    return 0
  }
  _ = document.ndjson(uri: path)

  let printed = printer.format(document)
  let reparsedResult = parser.parseResult(printed)
  guard let reparsed = reparsedResult.document else {
    violated(
      "the printed document does not parse: \(reparsedResult.errors.map(\.message))\n"
        + "input: \(source.debugDescription)\nprinted: \(printed.debugDescription)")
  }
  require(
    normalized(reparsed) == normalized(document),
    "printing changed the meaning\ninput: \(source.debugDescription)\n"
      + "printed: \(printed.debugDescription)")
  require(
    reparsed.comments.map(\.text) == document.comments.map(\.text),
    "printing changed the comments\ninput: \(source.debugDescription)\n"
      + "printed: \(printed.debugDescription)")
  let reprinted = printer.format(reparsed)
  require(
    reprinted == printed,
    "printing is not idempotent\ninput: \(source.debugDescription)\n"
      + "printed: \(printed.debugDescription)\nreprinted: \(reprinted.debugDescription)")
  return 0
}
