import A11yCriteria
import ArgumentParsing
import Diagnostics

/// `a11y-gherkin list`: what the criteria say, at a glance.
enum ListCommand: Command {
  static let spec = CommandSpec(
    path: ["list"],
    abstract: "Show each component's experiences and platforms, and the criteria that apply.",
    discussion: """
      First the whole matrix: every component, by category, with each experience on each
      platform and the number of criteria that apply there (the scenarios of that feature
      file; '-' where the component does not ship on the platform). Then, for every component,
      its own matrix, every criterion with its group, where it applies and its WCAG success
      criteria, and how many requirements of each source document its traces answer. With
      --component, only the components named, each with its whole traces: every requirement of
      each source (by its locator), the criteria that cover it, or why it is out of scope, or
      that no criterion covers it yet. In a project whose configuration names its components,
      only those; --all shows every component of the catalog.
      """,
    options: [
      GeneratorOptions.config.spec, CatalogOptions.criteria.spec, GeneratorOptions.component.spec,
      all.spec,
    ],
    examples: [
      ("list", "The project's criteria, or the built-in catalog"),
      ("list --all", "Every component of the catalog, whatever the configuration names"),
      ("list --criteria criteria/", "Your own criteria files"),
      ("list --component button", "One component, with the traces of its sources' requirements"),
    ],
    documentation: "docs/generating.md#list")

  static let all = Option<Bool>.flag(
    "all", help: "Every component of the catalog, not only those the configuration names.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let settings = try ProjectSettings(arguments, command: spec.name, context: context)
    let ids = arguments[GeneratorOptions.component]
    // The project's components: those its configuration names, unless --all.
    let configured = arguments.value(of: all) ? nil : settings.configuration?.components
    // The whole built-in catalog is listed from the summary made when it was built, and one
    // built-in component is decoded alone: neither needs the other components.
    if settings.readsTheWholeBuiltInCatalog, ids != nil || configured == nil {
      guard let ids else {
        context.writeText(BuiltInListing.text)
        return .success
      }
      let known = BuiltInCatalog.componentIDs
      try checkKnown(ids, known: known)
      let chosen = try CatalogSources.builtIn(ids: known.filter(ids.contains)).catalog()
      context.writeDiagnostics(chosen.warnings)
      context.writeText(
        chosen.components.map { describe($0, withTrace: true) }.joined(separator: "\n"))
      return .success
    }
    let catalog = try settings.catalog()
    guard let ids else {
      let listed = configured.map { ids in catalog.components.filter { ids.contains($0.id) } }
      context.writeText(listing(Catalog(components: listed ?? catalog.components)))
      return .success
    }
    try checkKnown(ids, known: catalog.components.map(\.id))
    let chosen = catalog.components.filter { ids.contains($0.id) }
    context.writeText(chosen.map { describe($0, withTrace: true) }.joined(separator: "\n"))
    return .success
  }

  /// What `list` prints for a catalog: the whole matrix, then every component.
  static func listing(_ catalog: Catalog) -> String {
    ([overview(catalog)] + catalog.components.map { describe($0) }).joined(separator: "\n")
  }

  private static func checkKnown(_ ids: [String], known: [String]) throws {
    for id in ids where !known.contains(id) {
      throw UsageError(
        "unknown component '\(id)'\(Suggestions.hint(for: id, in: Set(known)))",
        command: spec.name)
    }
  }

  /// Every component × experience × platform in one table, by category then component, with
  /// the number of criteria that apply in each cell, after a line of totals.
  static func overview(_ catalog: Catalog) -> String {
    var platforms: [String] = []
    for component in catalog.components {
      for platform in component.platforms where !platforms.contains(platform.id) {
        platforms.append(platform.id)
      }
    }
    let components = catalog.components.sorted {
      ($0.category.isEmpty ? 1 : 0, $0.category, $0.id) < (
        $1.category.isEmpty ? 1 : 0, $1.category, $1.id
      )
    }
    var rows = [["category", "component", "experience"] + platforms]
    var files = 0
    var scenarios = 0
    var previous: Component?
    for component in components {
      for (index, experience) in component.experiences.enumerated() {
        var row = [
          previous?.category == component.category ? "" : component.category,
          index == 0 ? component.id : "", experience.id,
        ]
        for id in platforms {
          guard let platform = component.platform(id), experience.isBuilt(on: id) else {
            row.append("-")
            continue
          }
          let count = component.criteria(for: experience, on: platform).count
          files += 1
          scenarios += count
          row.append(String(count))
        }
        rows.append(row)
        previous = component
      }
    }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let experiences = catalog.components.reduce(0) { $0 + $1.experiences.count }
    return [
      count(catalog.components.count, "component"), count(experiences, "experience"),
      count(files, "feature file") + " and " + count(files, "checklist"),
      count(scenarios, "scenario"),
    ].joined(separator: ", ") + "\n\n"
      + TextTable.render(rows, rightAligned: Set(3..<rows[0].count))
  }

  static func describe(_ component: Component, withTrace: Bool = false) -> String {
    var out = "\(component.id): \(component.title) (\(component.criteria.count) criteria)\n\n"
    var matrix = [["experience"] + component.platforms.map(\.id)]
    for experience in component.experiences {
      matrix.append(
        [experience.id]
          + component.platforms.map {
            experience.isBuilt(on: $0.id)
              ? String(component.criteria(for: experience, on: $0).count) : "-"
          })
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
    guard !component.traces.isEmpty else { return out + "\n" + TraceListing.none + "\n" }
    for trace in component.traces {
      out += "\n" + TraceListing.summary(trace) + "\n"
      if withTrace, !trace.entries.isEmpty {
        out += "\n" + TraceListing.table(trace)
      }
    }
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
