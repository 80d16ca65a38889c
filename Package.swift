// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, ever: the toolchain's standard library, Foundation and
// Swift Testing are the whole toolbox.
let package = Package(
  name: "a11y-gherkin",
  products: [
    .executable(name: "a11y-gherkin", targets: ["a11y-gherkin"])
  ],
  targets: [
    // MARK: - Libraries, one concern each
    .target(name: "Diagnostics"),
    .target(name: "JSON", dependencies: ["Diagnostics"]),
    .target(name: "Mustache", dependencies: ["Diagnostics"]),
    .target(name: "Gherkin", dependencies: ["Diagnostics"]),
    .target(name: "TextDiff"),
    .target(name: "CucumberExpressions"),
    .target(
      name: "A11yCriteria",
      dependencies: ["CucumberExpressions", "Diagnostics", "FileSystem", "JSON", "ParallelWork"]),
    .target(name: "FileSystem", dependencies: ["Diagnostics", "ParallelWork"]),
    .target(name: "ParallelWork"),
    .target(name: "ArgumentParsing", dependencies: ["Diagnostics"]),
    .target(name: "MagentaImport", dependencies: ["A11yCriteria", "Diagnostics", "JSON"]),
    .target(
      name: "FeatureGenerator",
      dependencies: [
        "A11yCriteria", "Diagnostics", "FileSystem", "Gherkin", "JSON", "Mustache", "ParallelWork",
        "TextDiff",
      ]),
    .target(
      name: "A11yGherkinCLI",
      dependencies: [
        "A11yCriteria", "ArgumentParsing", "Diagnostics", "FeatureGenerator", "FileSystem",
        "Gherkin",
        "JSON", "MagentaImport", "Mustache", "ParallelWork", "TextDiff",
      ]),

    // MARK: - The executable: parses nothing itself, runs the CLI library
    .executableTarget(name: "a11y-gherkin", dependencies: ["A11yGherkinCLI", "FileSystem"]),

    // MARK: - Benchmarks (`make bench`)
    .executableTarget(
      name: "Benchmarks", dependencies: ["A11yCriteria", "FeatureGenerator", "Gherkin", "Mustache"]),

    // MARK: - Test support
    .target(name: "TestSupport", dependencies: ["Diagnostics"]),

    // MARK: - Tests
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
    .testTarget(name: "CucumberExpressionsTests", dependencies: ["CucumberExpressions"]),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
    .testTarget(name: "A11yCriteriaTests", dependencies: ["A11yCriteria", "JSON", "TestSupport"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
    .testTarget(name: "FileSystemTests", dependencies: ["FileSystem", "TestSupport"]),
    .testTarget(name: "ParallelWorkTests", dependencies: ["ParallelWork"]),
    .testTarget(
      name: "MagentaImportTests",
      dependencies: [
        "MagentaImport", "A11yCriteria", "Diagnostics", "FeatureGenerator", "TestSupport",
      ],
      exclude: ["__Snapshots__", "Fixtures"]),
    .testTarget(
      name: "FeatureGeneratorTests",
      dependencies: [
        "FeatureGenerator", "A11yCriteria", "Diagnostics", "Gherkin", "Mustache", "TestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "A11yGherkinCLITests",
      dependencies: [
        "A11yGherkinCLI", "A11yCriteria", "FeatureGenerator", "Gherkin", "JSON", "TestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GherkinTests", dependencies: ["Gherkin", "TestSupport"],
      exclude: ["Printing/__Snapshots__", "Printing/Fixtures"]),
    .testTarget(
      name: "TextDiffTests", dependencies: ["TextDiff", "TestSupport"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
