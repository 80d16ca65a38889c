import A11yCriteria
import Diagnostics
import JSON

// Criteria: any bytes either load as a component or fail with located errors. A loaded
// component exports to a document that loads back equal and exports to the same text. On the
// way, the bytes as plain JSON: a document parses or fails with a located error, and a parsed
// one written out (readable and compact) parses back to the same values.

private let path = "fuzz.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCriteria(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  checkJSON(bytes)

  let component: Component
  do {
    component = try CriteriaLoader.load(bytes: bytes, path: path)
  } catch {
    checkDiagnostics(error.diagnostics, path: path, source: bytes)
    return 0
  }
  let exported = CriteriaExporter.document(for: component)
  let reloaded: Component
  do {
    reloaded = try CriteriaLoader.load(bytes: Array(exported.utf8), path: "exported.json")
  } catch {
    violated("the exported component does not load:\n\(error)\nexported: \(exported)")
  }
  require(
    reloaded == component,
    "the exported component loads back different\nexported: \(exported)")
  let reexported = CriteriaExporter.document(for: reloaded)
  require(
    reexported == exported,
    "exporting is not stable\nexported: \(exported)\nagain: \(reexported)")
  return 0
}

private func checkJSON(_ bytes: [UInt8]) {
  let document: JSONDocument
  do {
    document = try JSONDocument(parsing: bytes, path: path)
  } catch {
    checkDiagnostics(error.diagnostics, path: path, source: bytes)
    return
  }
  let expected = withoutOffsets(document.root.value)
  for written in [JSONWriter.write(document.root.value), JSONWriter.compact(document.root.value)] {
    do {
      let reparsed = try JSONDocument(parsing: written, path: "written.json")
      require(
        withoutOffsets(reparsed.root.value) == expected,
        "written JSON reads back different\nwritten: \(written)")
    } catch {
      violated("written JSON does not parse:\n\(error)\nwritten: \(written)")
    }
  }
}

/// The value with every offset zeroed, so that the same values at other places compare equal.
private func withoutOffsets(_ value: JSONValue) -> JSONValue {
  switch value {
  case .array(let elements):
    return .array(elements.map { JSONNode(withoutOffsets($0.value)) })
  case .object(let members):
    return .object(
      members.map { JSONMember(key: $0.key, value: JSONNode(withoutOffsets($0.value.value))) })
  default:
    return value
  }
}
