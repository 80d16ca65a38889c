import ArgumentParsing

/// One command of the tool: its spec (options, help) and what it does.
protocol Command: Sendable {
  static var spec: CommandSpec { get }
  /// Runs with arguments already checked against `spec`. Throws ``Diagnostics/DiagnosticsError``,
  /// ``Diagnostics/Diagnostic`` or ``ArgumentParsing/UsageError`` for invalid input.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode
}
