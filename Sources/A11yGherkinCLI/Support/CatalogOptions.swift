import A11yCriteria
import ArgumentParsing

/// The `--criteria PATH...` option shared by every command that reads criteria.
enum CatalogOptions {
  static let criteria = OptionSpec.repeatable(
    "criteria", "PATH",
    help: "A criteria file or a directory of them; repeatable. Without it, the built-in catalog.")

  /// The catalog the arguments name: the files given, or the built-in one.
  static func load(_ arguments: ParsedArguments, context: CommandContext) throws -> Catalog {
    let paths = arguments.values("criteria")
    if paths.isEmpty {
      return try BuiltInCatalog.load()
    }
    return try CriteriaLoader.load(paths: paths, relativeTo: context.currentDirectory)
  }
}
