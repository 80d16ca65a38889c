// Writes the seed inputs of the fuzz targets (see Fuzz/ and the README's "Fuzzing" section)
// from the repository's fixtures and, when present, the shared conformance data; nothing is
// copied into the repository.
//
// Usage: swift Scripts/fuzz-seeds.swift OUTPUT_DIR TESTDATA_DIR
// Run from the repository root. Writes OUTPUT_DIR/{gherkin,mustache,criteria,diff}/, replacing
// what was there. Inputs are in each target's format: Gherkin files as they are; Mustache
// tests as `data NUL template (NUL name LF partial)*`; criteria and other JSON documents as
// they are; diffs as `old NUL new`.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: fuzz-seeds.swift OUTPUT_DIR TESTDATA_DIR\n".utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[arguments.startIndex])
let testData = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
let files = FileManager.default

/// Every file under `directory` whose name ends with `suffix`, sorted; none when it is missing.
func find(_ directory: String, _ suffix: String, base: URL? = nil) -> [URL] {
  let root = base.map { $0.appendingPathComponent(directory) } ?? URL(fileURLWithPath: directory)
  guard let walker = files.enumerator(at: root, includingPropertiesForKeys: nil) else {
    return []
  }
  return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
    .sorted { $0.path < $1.path }
}

func read(_ url: URL) -> Data { (try? Data(contentsOf: url)) ?? Data() }

var counts: [String: Int] = [:]

/// Writes one seed of `target`, named by its number and `name`.
func seed(_ target: String, _ name: String, _ bytes: Data) {
  let directory = output.appendingPathComponent(target)
  try? files.createDirectory(at: directory, withIntermediateDirectories: true)
  let number = counts[target, default: 0]
  counts[target] = number + 1
  let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
  let file = directory.appendingPathComponent(String(format: "%04d-", number) + safe)
  _ = files.createFile(atPath: file.path, contents: bytes)
}

func joined(_ parts: [Data]) -> Data {
  var result = Data()
  for (index, part) in parts.enumerated() {
    if index > 0 { result.append(0) }
    result.append(part)
  }
  return result
}

for target in ["gherkin", "mustache", "criteria", "diff"] {
  try? files.removeItem(at: output.appendingPathComponent(target))
}
let gherkinData = testData.appendingPathComponent("gherkin/testdata")
let officialFeatures =
  find("good", ".feature", base: gherkinData) + find("bad", ".feature", base: gherkinData)

// MARK: - Gherkin: every feature file

for url in find("Tests", ".feature") + find("features", ".feature") + officialFeatures {
  seed("gherkin", url.lastPathComponent, read(url))
}

// MARK: - Mustache: the default templates, and every test of the spec but lambdas

for url in find("Templates", ".mustache") {
  seed("mustache", url.lastPathComponent, read(url))
}
for url in find("mustache-spec", ".json", base: testData)
where !url.lastPathComponent.hasPrefix("~lambdas") {
  guard let spec = try? JSONSerialization.jsonObject(with: read(url)) as? [String: Any],
    let tests = spec["tests"] as? [[String: Any]]
  else { continue }
  for test in tests {
    guard let template = test["template"] as? String else { continue }
    let data =
      (try? JSONSerialization.data(
        withJSONObject: test["data"] ?? NSNull(), options: [.fragmentsAllowed, .sortedKeys]))
      ?? Data("{}".utf8)
    let partials = (test["partials"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }
    seed(
      "mustache",
      url.deletingPathExtension().lastPathComponent + "-" + (test["name"] as? String ?? ""),
      joined([data, Data(template.utf8)] + partials.map { Data(($0.key + "\n" + $0.value).utf8) }))
  }
}

// MARK: - Criteria: criteria files, each criterion alone, and other JSON documents

for url in find("Catalog", ".json") + find("Tests", ".json") {
  let bytes = read(url)
  seed("criteria", url.lastPathComponent, bytes)
  // One document per criterion: small, valid inputs that reach every check of the loader.
  guard var document = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
    let criteria = document["criteria"] as? [Any]
  else { continue }
  for (index, criterion) in criteria.enumerated() {
    document["criteria"] = [criterion]
    if let small = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]) {
      seed("criteria", url.deletingPathExtension().lastPathComponent + "-\(index).json", small)
    }
  }
}
for url in find("good", ".ast.ndjson", base: gherkinData) {
  let bytes = read(url)
  if bytes.count <= 4_096 { seed("criteria", url.lastPathComponent, bytes) }
}

// MARK: - Diff: fixture pairs, printer fixtures against their canonical output

for url in find("Tests/TextDiffTests/Fixtures", ".old") {
  let new = url.deletingPathExtension().appendingPathExtension("new")
  seed("diff", url.deletingPathExtension().lastPathComponent, joined([read(url), read(new)]))
}
for url in find("Tests/GherkinTests/Printing/Fixtures", ".feature") {
  let canonical = URL(
    fileURLWithPath: "Tests/GherkinTests/Printing/__Snapshots__/GherkinPrinterTests/"
      + url.lastPathComponent)
  seed("diff", url.lastPathComponent, joined([read(url), read(canonical)]))
}
let smallFeatures = officialFeatures.filter { read($0).count <= 2_048 }
for (old, new) in zip(smallFeatures, smallFeatures.dropFirst()).enumerated()
  .filter({ $0.offset % 8 == 0 }).map(\.element)
{
  seed("diff", old.lastPathComponent, joined([read(old), read(new)]))
}

for (target, count) in counts.sorted(by: { $0.key < $1.key }) {
  print("\(target): \(count) seeds")
}
