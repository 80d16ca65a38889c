import A11yCriteria
import ArgumentParsing

/// `a11y-gherkin list`: what the criteria say, at a glance.
enum ListCommand: Command {
  static let spec = CommandSpec(
    path: ["list"],
    abstract: "Show each component's experiences and platforms, and the criteria that apply.",
    discussion: """
      For every component: a matrix of experiences × platforms with the number of criteria that
      apply in each cell (one feature file each), then every criterion with its group, where it
      applies and its WCAG success criteria.
      """,
    options: [GeneratorOptions.config.spec, CatalogOptions.criteria.spec],
    examples: [
      ("list", "The project's criteria, or the built-in catalog"),
      ("list --criteria criteria/", "Your own criteria files"),
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let catalog = try ProjectSettings(arguments, command: spec.name, context: context).catalog()
    context.writeText(catalog.components.map(describe).joined(separator: "\n"))
    return .success
  }

  static func describe(_ component: Component) -> String {
    var out = "\(component.id): \(component.title) (\(component.criteria.count) criteria)\n\n"
    var matrix = [["experience"] + component.platforms.map(\.id)]
    for experience in component.experiences {
      matrix.append(
        [experience.id]
          + component.platforms.map { String(component.criteria(for: experience, on: $0).count) })
    }
    out += TextTable.render(matrix, rightAligned: Set(1..<matrix[0].count))
    out += "\n"
    var criteria = [["criterion", "group", "applies to", "wcag"]]
    for criterion in component.criteria {
      criteria.append([
        criterion.id, criterion.group.rawValue, scope(criterion.applicability),
        criterion.wcag.joined(separator: " "),
      ])
    }
    out += TextTable.render(criteria)
    return out
  }

  private static func scope(_ applicability: Applicability) -> String {
    switch (applicability.experiences, applicability.platforms) {
    case (nil, nil): "all"
    case (let experiences?, nil): experiences.joined(separator: ", ")
    case (nil, let platforms?): platforms.joined(separator: ", ")
    case (let experiences?, let platforms?):
      experiences.joined(separator: ", ") + " on " + platforms.joined(separator: ", ")
    }
  }
}
