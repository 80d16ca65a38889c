import ArgumentParsing
import Diagnostics
import Gherkin
import JSON

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
    ])

  private enum Format {
    static let tokens = "tokens"
    static let ast = "ast"
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let tokens = arguments.value("format") == Format.tokens
    let classic = GherkinParser()
    let markdown = GherkinParser(syntax: .markdown)
    var diagnostics: [Diagnostic] = []
    // Ids continue from file to file, so that they are unique in the whole stream.
    var ids = 0
    for path in arguments.positionals {
      let file: FeatureFile
      do {
        file = try FeatureFile.read(path, resolvedPath: context.resolve(path))
      } catch {
        diagnostics += error.diagnostics
        if !tokens {
          context.writeOutput(error.diagnostics.map { parseError($0, uri: path) }.joined())
        }
        continue
      }
      let parser = GherkinSyntax(path: path) == .markdown ? markdown : classic
      let result = parser.parseResult(file.text, recordingTokens: tokens)
      if tokens {
        context.writeOutput(result.tokens)
      } else if let document = result.document {
        context.writeOutput(document.ndjson(uri: path, ids: &ids))
      } else {
        context.writeOutput(result.errors.map { $0.ndjson(uri: path) }.joined())
      }
      diagnostics += result.diagnostics(path: path, source: file.text)
    }
    if !diagnostics.isEmpty {
      throw DiagnosticsError(diagnostics)
    }
    return .success
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
