import ArgumentParsing
import Testing

@Suite struct HelpFormatterTests {
  @Test func writesUsageArgumentsOptionsAndExamples() {
    let spec = CommandSpec(
      path: ["criteria", "export"], abstract: "Write the criteria.", discussion: "More words.",
      options: [
        .value(
          "format", "FORMAT", help: "Output format.", choices: ["text", "json"], default: "text")
      ],
      positionals: [PositionalSpec("DIR", help: "Where to write.")],
      examples: [("criteria export out", "Export to out")])
    #expect(
      HelpFormatter.help(for: spec, tool: "tool") == """
        OVERVIEW: Write the criteria.

        USAGE: tool criteria export [--format FORMAT] DIR

        More words.

        ARGUMENTS:
          DIR  Where to write.

        OPTIONS:
          --format FORMAT  Output format. (text|json) [default: text]
          -h, --help       Show this help.

        EXAMPLES:
          # Export to out
          tool criteria export out

        """)
  }

  @Test func endsWithTheDocumentationPageWhenThereIsOne() {
    var spec = CommandSpec(
      path: ["list"], abstract: "List.", examples: [("list", "Everything")],
      documentation: "docs/listing.md#list")
    #expect(
      HelpFormatter.help(for: spec, tool: "tool").hasSuffix(
        """
          # Everything
          tool list

        See docs/listing.md#list in the tool repository.

        """))
    spec.documentation = ""
    #expect(!HelpFormatter.help(for: spec, tool: "tool").contains("See "))
  }
}
