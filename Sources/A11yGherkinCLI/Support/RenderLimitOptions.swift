import ArgumentParsing
import Mustache

/// `--max-output-bytes` and `--max-render-steps`: the limits that stop a template whose
/// output or work explodes (sections over lists nested in each other), for `render`,
/// `generate` and `check`. The defaults are generous; the flags raise them for the rare
/// template that needs more.
enum RenderLimitOptions {
  static let outputBytes = Option<Int>.value(
    "max-output-bytes", "BYTES", help: "The most one template render may produce.",
    default: RenderOptions.defaultMaxOutputBytes,
    shownDefault: "\(RenderOptions.defaultMaxOutputBytes) (64 MiB)",
    check: { positive($0, "--max-output-bytes") }, parse: { Int($0) })
  static let steps = Option<Int>.value(
    "max-render-steps", "N", help: "The most steps (texts, tags, list items) one render may take.",
    default: RenderOptions.defaultMaxSteps, shownDefault: "\(RenderOptions.defaultMaxSteps)",
    check: { positive($0, "--max-render-steps") }, parse: { Int($0) })

  static let specs: [OptionSpec] = [outputBytes.spec, steps.spec]

  /// `options` with the limits the arguments give.
  static func applying(_ arguments: ParsedArguments, to options: RenderOptions) -> RenderOptions {
    var options = options
    options.maxOutputBytes = arguments.value(of: outputBytes)
    options.maxSteps = arguments.value(of: steps)
    return options
  }

  private static func positive(_ value: String, _ name: String) -> String? {
    (Int(value) ?? 0) >= 1 ? nil : "\(name) takes a whole number of at least 1, not '\(value)'"
  }
}
