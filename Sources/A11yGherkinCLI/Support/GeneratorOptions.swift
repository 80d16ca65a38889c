import ArgumentParsing
import FeatureGenerator
import ParallelWork

/// The options `generate`, `check` and `init` share: the configuration file, what to read,
/// where the output lives, and which part of the catalog a run covers. Each has its one
/// default here; a configuration file supplies what the command line leaves out.
enum GeneratorOptions {
  static let config = Option<String?>.value(
    "config", "PATH",
    help:
      "The project configuration. Without it, the nearest \(ConfigurationFormat.fileName) from here up."
  )
  static let templates = Option<String?>.value(
    "templates", "DIR",
    help: "Templates that replace the built-in ones of the same name (NAME.mustache).")
  static let out = Option<String>.value(
    "out", "DIR", help: "The output directory.", default: "features", shownDefault: "features",
    check: { $0.isEmpty ? "--out needs a directory, not an empty value" : nil }, parse: { $0 })
  static let dialect = Option<Dialect>.choice(
    "dialect", "NAME",
    help: "portable: no Rule:, for every runner; modern: scenarios grouped by Rule:.",
    default: .portable)
  static let jobs = Option<Int>.value(
    "jobs", "N", help: "How many threads render, read and write at once.",
    default: ParallelWork.defaultJobs, shownDefault: "one per processor",
    check: { value in
      (Int(value) ?? 0) >= 1 ? nil : "--jobs takes a whole number of at least 1, not '\(value)'"
    }, parse: { Int($0) })
  static let noIndex = Option<Bool>.flag(
    "no-index",
    help: "No index of the generated files (OUT/README.md): do not write it, or check it.")
  static let component = Option<[String]>.repeatable(
    "component", "ID", help: "Only this component; repeatable.")
  static let experience = Option<[String]>.repeatable(
    "experience", "ID", help: "Only this experience; repeatable.")
  static let platform = Option<[String]>.repeatable(
    "platform", "ID", help: "Only this platform; repeatable.")

  /// What the configuration file may also say, in help order.
  static let project: [OptionSpec] = [
    config.spec, CatalogOptions.criteria.spec, templates.spec, out.spec, dialect.spec,
    noIndex.spec,
  ]
  static let filters: [OptionSpec] = [component.spec, experience.spec, platform.spec]
}
