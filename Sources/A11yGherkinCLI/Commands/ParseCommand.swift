import ArgumentParsing
import Diagnostics
import FileSystem
import Gherkin
import JSON
import ParallelWork

/// `a11y-gherkin parse [--format tokens|ast] FILE...`: what the Gherkin parser sees, in the
/// official formats, for other Cucumber tools and for debugging a feature file.
enum ParseCommand: Command {
  static let spec = CommandSpec(
    path: ["parse"],
    abstract: "Print what the Gherkin parser sees: the AST as Cucumber-message NDJSON, or tokens.",
    discussion: """
      --format ast (the default) prints one Cucumber message per file,
      {"gherkinDocument":{...}} with "uri" set to the path as given: the NDJSON that other
      Cucumber tools read. For a file that is not valid Gherkin it prints the official
      {"parseError":{...}} messages instead, one per error, as the official gherkin tools
      do; a file that cannot be read as text gets one parseError too.

      --format tokens prints the token lines of the official conformance data,
      (LINE:COL)TYPE:(KEYWORDTYPE)KEYWORD/TEXT/ITEMS, ending with EOF; several files follow
      one another in the order given.

      Files whose names end in .feature.md are read as Gherkin in Markdown (MDG), the
      official Cucumber format: headings for Feature/Rule/Background/Scenario/Examples
      ('## Scenario: ...'), list items for steps ('* Given ...'), tags in backticks
      ('`@smoke`'), tables indented by two to five spaces, fenced code blocks for doc
      strings; all other Markdown is ignored. They have no '# language:' line and are
      read in English.

      Every language of gherkin-languages.json is read (chosen by a '# language:' line),
      and a UTF-8 byte order mark is skipped. A file that is not UTF-8 text (binary data,
      UTF-16, NUL bytes) is refused. Every file is read and every error is shown on stderr
      with its line and a caret; the exit status is 2 when any file is invalid or cannot be
      read.
      """,
    options: [
      .value(
        "format", "FORMAT", help: "What to print.", choices: [Format.tokens, Format.ast],
        default: Format.ast)
    ],
    positionals: [
      PositionalSpec("FILE", help: "A feature file (.feature or .feature.md).", repeatable: true)
    ],
    examples: [
      ("parse login.feature", "The AST as Cucumber-message NDJSON"),
      ("parse --format tokens login.feature", "The token lines, as in the official testdata"),
      (
        "parse features/captcha/ios/*.feature > ast.ndjson",
        "Several files, one message per line"
      ),
    ],
    documentation: "docs/formatting-and-parsing.md#parse")

  private enum Format {
    static let tokens = "tokens"
    static let ast = "ast"
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let tokens = arguments.value("format") == Format.tokens
    let paths = arguments.positionals
    let parsers = Parsers()
    let jobs = ParallelWork.defaultJobs
    var diagnostics: [Diagnostic] = []
    // Ids continue from file to file, so that they are unique in the whole stream.
    var ids = 0
    // Files are read and parsed on every core, a batch at a time; then each core writes the
    // messages of a run of consecutive files, and the runs are printed in order before the
    // next batch starts, so memory stays bounded however many files there are.
    let batchSize = jobs * 32
    var start = 0
    while start < paths.count {
      let batch = Array(paths[start..<min(start + batchSize, paths.count)])
      let results = ParallelWork.map(batch.count, jobs: jobs) { index in
        parse(batch[index], tokens: tokens, parsers: parsers, context: context)
      }
      // Each document's ids start where the one before it ended.
      let firstIDs = results.map { result in
        defer { ids += result.idCount }
        return ids
      }
      let runs = min(jobs, batch.count)
      let chunks = ParallelWork.map(runs, jobs: jobs) { run in
        let files = batch.count * run / runs..<batch.count * (run + 1) / runs
        let chunk = Chunk(sourceBytes: files.reduce(0) { $0 + results[$1].sourceBytes })
        for index in files {
          let result = results[index]
          chunk.writer.write(bytes: result.output)
          if let parsed = result.parsed {
            chunk.writer.write(parsed, uri: batch[index], firstID: firstIDs[index])
          }
        }
        return chunk
      }
      for chunk in chunks {
        chunk.writer.withUnsafeBytes { context.writeOutputBytes($0) }
      }
      for result in results {
        diagnostics += result.diagnostics
      }
      start += batch.count
    }
    if !diagnostics.isEmpty {
      throw DiagnosticsError(diagnostics)
    }
    return .success
  }

  /// The messages of a run of files, written by one thread and printed by another once it
  /// has finished.
  private final class Chunk: @unchecked Sendable {
    var writer: GherkinMessageWriter

    init(sourceBytes: Int) {
      writer = GherkinMessageWriter(sourceBytes: sourceBytes)
    }
  }

  /// The two parsers, made once for every file.
  private struct Parsers: Sendable {
    let classic = GherkinParser()
    let markdown = GherkinParser(syntax: .markdown)
  }

  /// What one file prints (its tokens or error messages, or its document, written once ids
  /// are known) and what is wrong with it.
  private struct FileResult: Sendable {
    var output: [UInt8] = []
    /// The document, kept as the parser built it until its ids are known.
    var parsed: ParsedGherkin?
    var idCount = 0
    var sourceBytes = 0
    var diagnostics: [Diagnostic] = []
  }

  private static func parse(
    _ path: String, tokens: Bool, parsers: Parsers, context: CommandContext
  ) -> FileResult {
    var result = FileResult()
    let bytes: [UInt8]
    do throws(Diagnostic) {
      // Bytes, checked as every user file is, but no string made of them: the parser reads
      // UTF-8.
      bytes = try TextFile.readBytes(path, resolvedPath: context.resolve(path)).bytes
    } catch {
      result.diagnostics = [error]
      if !tokens {
        result.output += parseError(error, uri: path).utf8
      }
      return result
    }
    let parser = GherkinSyntax(path: path) == .markdown ? parsers.markdown : parsers.classic
    let errors: [GherkinParseError]
    if tokens {
      let listed = bytes.withUnsafeBufferPointer { buffer in
        parser.parseResult(utf8: buffer, recordingTokens: true)
      }
      result.output = Array(listed.tokens.utf8)
      errors = listed.errors
    } else {
      let parsed = parser.parseBytes(bytes)
      result.sourceBytes = bytes.count
      errors = parsed.errors
      if errors.isEmpty {
        result.parsed = parsed
        result.idCount = parsed.idCount
      } else {
        for error in errors {
          result.output += error.ndjson(uri: path).utf8
        }
      }
    }
    if !errors.isEmpty {
      // The text of the file, for the lines the diagnostics show.
      let text = String(
        decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...],
        as: UTF8.self)
      result.diagnostics = GherkinParseResult(document: nil, errors: errors)
        .diagnostics(path: path, source: text)
    }
    return result
  }

  /// A file that could not be read as text, as a `parseError` message, so that the stream
  /// has a message for every file given: `(line:column): ` before the message when the error
  /// has a place, as the official messages have, and no location otherwise.
  static func parseError(_ diagnostic: Diagnostic, uri: String) -> String {
    var out = "{\"parseError\":{\"message\":"
    var message = diagnostic.message
    if let location = diagnostic.location {
      message = "(\(location.line):\(location.column)): " + message
    }
    JSONWriter.writeString(message, into: &out)
    out += ",\"source\":{"
    if let location = diagnostic.location {
      out += "\"location\":{\"column\":\(location.column),\"line\":\(location.line)},"
    }
    out += "\"uri\":"
    JSONWriter.writeString(uri, into: &out)
    out += "}}}\n"
    return out
  }
}
