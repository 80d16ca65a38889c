import A11yCriteria
import Foundation
import Testing

@Suite struct CriteriaExporterTests {
  @Test func exportedCatalogLoadsBackIdentical() throws {
    let catalog = try LoadedCatalog.builtIn()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "export-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for component in catalog.components {
      try CriteriaExporter.document(for: component).write(
        to: directory.appendingPathComponent(CriteriaExporter.fileName(for: component)),
        atomically: true,
        encoding: .utf8)
    }
    try BuiltInCatalog.schema.write(
      to: directory.appendingPathComponent(CriteriaFormat.schemaFileName), atomically: true,
      encoding: .utf8)
    let reloaded = try CriteriaLoader.load(paths: [directory.path])
    #expect(reloaded == catalog)
  }

  @Test func exportIsTheCommittedCatalogFile() throws {
    // The committed file is written in the exporter's layout, so `criteria export` reproduces it.
    let catalog = try LoadedCatalog.builtIn()
    for component in catalog.components {
      #expect(
        CriteriaExporter.document(for: component)
          == BuiltInCatalog.embeddedFile(CriteriaExporter.fileName(for: component)))
    }
  }
}
