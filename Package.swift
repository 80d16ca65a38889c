// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, ever: the toolchain's standard library, Foundation and
// Swift Testing are the whole toolbox.
let package = Package(
  name: "a11y-gherkin",
  targets: [
    // MARK: - Libraries, one concern each
    .target(name: "Diagnostics"),
    .target(name: "Gherkin", dependencies: ["Diagnostics"]),
    .target(name: "TextDiff"),

    // MARK: - Benchmarks (`make bench`)
    .executableTarget(name: "Benchmarks", dependencies: ["Gherkin"]),

    // MARK: - Test support
    .target(name: "TestSupport", dependencies: ["Diagnostics"]),

    // MARK: - Tests
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
    .testTarget(
      name: "GherkinTests", dependencies: ["Gherkin", "TestSupport"],
      exclude: ["Printing/__Snapshots__", "Printing/Fixtures"]),
    .testTarget(
      name: "TextDiffTests", dependencies: ["TextDiff", "TestSupport"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
