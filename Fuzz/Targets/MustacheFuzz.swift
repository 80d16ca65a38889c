import Diagnostics
import JSON
import Mustache

// Mustache: the input is a template, or NUL-separated parts: JSON data, the template, then
// partials written `name` LF `source`. Every template either parses or fails with located
// errors; a parsed one renders over the data in spec (lenient) and strict mode, with HTML
// escaping and a low nesting limit and without escaping and the default limit, with itself
// available as the partial `self` (so it may include itself), and when strict rendering
// succeeds it gives what lenient rendering gives.

// `Value(json:)` is the `render` command's own (Sources/A11yGherkinCLI/Support/Value+JSON.swift,
// compiled into this target).

private let path = "fuzz.mustache"

/// The data of an input that brings none: every kind of value, under names a fuzzer finds
/// from the dictionary and the seeds.
private let defaultData: Value = [
  "name": "Ada & <Bob> \"q\"",
  "empty": "",
  "zero": 0,
  "number": 1.5,
  "yes": true,
  "no": false,
  "nothing": nil,
  "list": ["a", "b"],
  "emptyList": [],
  "items": [["name": "one", "items": ["x"]], ["name": "two", "yes": false]],
  "object": ["name": "inner", "a": ["b": ["c": "deep"]]],
  "a": ["b": ["c": "abc"]],
  "partial": "self",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = parts(of: UnsafeBufferPointer(start: data, count: size), limit: .max)
  let value: Value
  let source: String
  if input.count >= 2 {
    value =
      (try? JSONDocument(parsing: input[0], path: "fuzz.json")).map {
        Value(json: $0.root.value)
      } ?? defaultData
    source = input[1]
  } else {
    value = defaultData
    source = input[0]
  }

  let template: Template
  do {
    template = try Template(source, name: "self", path: path)
  } catch {
    checkDiagnostics(error.diagnostics, path: path, source: source.utf8)
    return 0
  }
  var library = TemplateLibrary()
  library.add(template)
  for part in input.dropFirst(2) {
    let name = String(part.prefix { $0 != "\n" })
    let partialSource = String(part.dropFirst(name.count + 1))
    do {
      library.add(try Template(partialSource, name: name))
    } catch {
      checkDiagnostics(error.diagnostics, path: name, source: partialSource.utf8)
    }
  }

  // HTML escaping with a nesting limit of 1 to 8, so that running out of depth happens inside
  // every kind of tag; no escaping with the default limit.
  for (escaping, maxDepth) in [(Escaping.html, 1 + size % 8), (Escaping.none, 256)] {
    let lenient = render(
      template, value, library, RenderOptions(escaping: escaping, maxDepth: maxDepth))
    let strict = render(
      template, value, library, RenderOptions(escaping: escaping, strict: true, maxDepth: maxDepth))
    if let strictText = strict {
      require(
        lenient == strictText,
        "strict and lenient rendering differ\ntemplate: \(source.debugDescription)\n"
          + "lenient: \(String(describing: lenient).debugDescription)\n"
          + "strict: \(strictText.debugDescription)")
    }
  }
  return 0
}

/// The rendered text, or nil after checking the errors rendering reported.
private func render(
  _ template: Template, _ value: Value, _ library: TemplateLibrary, _ options: RenderOptions
) -> String? {
  do {
    return try template.render(value, partials: library, options: options)
  } catch {
    // Errors may point into any template of the library, so only their shape is checked.
    require(!error.diagnostics.isEmpty, "a render error without diagnostics")
    for diagnostic in error.diagnostics {
      require(
        diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } ?? true,
        "render error without a sensible location: \(diagnostic.description)")
      _ = diagnostic.description
    }
    return nil
  }
}
