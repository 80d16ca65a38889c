import A11yCriteria
import ArgumentParsing

/// The `--criteria PATH...` option shared by every command that reads criteria.
enum CatalogOptions {
  static let criteria = Option<[String]>.repeatable(
    "criteria", "PATH",
    help:
      "A criteria file or a directory of them; repeatable. Without it (and without a configuration), the built-in catalog."
  )
}
