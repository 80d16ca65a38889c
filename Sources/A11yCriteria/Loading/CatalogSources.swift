import Diagnostics
import FileSystem
import Foundation
import JSON
import ParallelWork

/// The criteria of a run found and sorted but not decoded: where each component's file is, in
/// catalog order, with the shared profiles and standard criteria it refers to (decoded, since
/// every component needs them). A component is read, decoded and validated only when
/// ``load(_:)`` asks for it, so that a caller handling one component at a time (generate)
/// never holds the whole catalog; ``catalog()`` loads them all.
///
/// Sources are made of groups (files given together, the built-in catalog), joined with
/// ``followed(by:)``: each group's problems are reported together, and duplicate component ids
/// are looked for among the files of a group.
public struct CatalogSources: Sendable {
  /// Where one component's file is.
  enum Location: Sendable {
    /// A file, as errors name it and as it is opened.
    case file(path: String, resolved: String)
    /// An embedded file of the built-in catalog.
    case embedded(name: String)
  }

  struct Entry: Sendable {
    var location: Location
    var library: SharedLibrary
    var group: Int
    /// The position of the file among those of its group, for the order of file errors.
    var position: Int
  }

  /// A problem found before any component was decoded: a path that is missing, a file that
  /// cannot be read or parsed, shared profiles or standard criteria that are invalid.
  struct Problem: Sendable {
    var group: Int
    /// The file's position in its group; -1 for a path that could not be listed.
    var position: Int
    var diagnostics: [Diagnostic]
  }

  private var entries: [Entry]
  private var problems: [Problem]
  private var groups: Int

  /// The number of components.
  public var count: Int { entries.count }

  /// Whether something other than a component's own criteria is wrong already (a missing
  /// path, an unreadable file, invalid shared files): the run will fail whatever the
  /// components hold.
  public var hasProblems: Bool { !problems.isEmpty }

  // MARK: - Finding the sources

  /// The criteria files at `paths`: a path may be a file or a directory, searched recursively
  /// for `*.json` (JSON Schema files, `*.schema.json`, are skipped). Shared profiles and
  /// standard criteria among them are decoded now, over the built-in ones.
  ///
  /// - Parameter directory: Where relative paths start; the process's directory when nil.
  ///   Errors name files as the paths were given.
  public static func files(paths: [String], relativeTo directory: String? = nil)
    -> CatalogSources
  {
    var sources = CatalogSources(entries: [], problems: [], groups: 1)
    var files: [String] = []
    let base = directory ?? FileManager.default.currentDirectoryPath
    for path in paths {
      switch CriteriaLoader.criteriaFiles(at: path, base: base) {
      case .success(let found): files += found
      case .failure(let error):
        sources.problems.append(Problem(group: 0, position: -1, diagnostics: error.diagnostics))
      }
    }
    // What a file is comes from its top-level members, on all cores; only a shared file, or
    // one the scan cannot read simply, is parsed now. A component's file is read again when
    // it is loaded, so that its bytes are not all held at once.
    let found = files
    let sorted = ParallelWork.map(found.count) { index -> Result<SortedFile, DiagnosticsError> in
      let file = found[index]
      do throws(DiagnosticsError) {
        let bytes: [UInt8]
        do throws(Diagnostic) {
          bytes = Array(
            try TextFile.read(file, resolvedPath: CriteriaLoader.resolve(file, base)).textBytes)
        } catch {
          throw DiagnosticsError([error])
        }
        if let members = JSONTopLevelScan.members(of: bytes),
          !ComponentDecoder.isSharedLibrary(keys: members.keys)
        {
          return .success(.component)
        }
        let document = try JSONDocument(parsing: bytes, path: file)
        guard ComponentDecoder.isSharedLibrary(document) else { return .success(.component) }
        return .success(.sharedLibrary(try CriteriaLoader.loadSharedLibrary(document)))
      } catch {
        return .failure(error)
      }
    }
    // Profile and standard-criteria files first: components refer to them.
    var library = BuiltInCatalog.sharedLibrary
    var components: [Int] = []
    for (position, outcome) in sorted.enumerated() {
      switch outcome {
      case .failure(let error):
        sources.problems.append(
          Problem(group: 0, position: position, diagnostics: error.diagnostics))
      case .success(.sharedLibrary(let shared)): library = library.overridden(by: shared)
      case .success(.component): components.append(position)
      }
    }
    sources.entries = components.map { position in
      Entry(
        location: .file(
          path: found[position], resolved: CriteriaLoader.resolve(found[position], base)),
        library: library, group: 0, position: position)
    }
    return sources
  }

  /// The components of the built-in catalog, or those of `ids`, in that order (ids that are
  /// not built in are left out).
  public static func builtIn(ids: [String]? = nil) throws(DiagnosticsError) -> CatalogSources {
    let library = try BuiltInCatalog.loadSharedLibrary()
    let names = BuiltInCatalog.componentFileNames
    let byID = Dictionary(
      names.map { (BuiltInCatalog.componentID(fileName: $0), $0) }, uniquingKeysWith: { a, _ in a })
    let chosen = ids.map { $0.compactMap { byID[$0] } } ?? names
    return CatalogSources(
      entries: chosen.enumerated().map { position, name in
        Entry(location: .embedded(name: name), library: library, group: 0, position: position)
      }, problems: [], groups: 1)
  }

  /// These components, then those of `other`, as a group of their own.
  public func followed(by other: CatalogSources) -> CatalogSources {
    var joined = self
    joined.entries += other.entries.map { entry in
      var moved = entry
      moved.group += groups
      return moved
    }
    joined.problems += other.problems.map { problem in
      var moved = problem
      moved.group += groups
      return moved
    }
    joined.groups += other.groups
    return joined
  }

  /// Whether the component at `index` is one of the built-in catalog.
  public func isBuiltIn(_ index: Int) -> Bool {
    if case .embedded = entries[index].location { return true }
    return false
  }

  // MARK: - Loading

  /// Reads, decodes and validates the component at `index`; its warnings are on it.
  public func load(_ index: Int) -> Result<(Component, ComponentIdentity), ComponentLoadFailure> {
    let entry = entries[index]
    switch entry.location {
    case .file(let path, let resolved):
      return Self.load(library: entry.library) { () throws(DiagnosticsError) in
        let bytes: [UInt8]
        do throws(Diagnostic) {
          bytes = Array(try TextFile.read(path, resolvedPath: resolved).textBytes)
        } catch {
          throw DiagnosticsError([error])
        }
        return try JSONDocument(parsing: bytes, path: path)
      }
    case .embedded(let name):
      // Embedded components always refer to the built-in shared library, so one decoding
      // serves every load of the process.
      return BuiltInComponents.load(name) {
        Self.load(library: entry.library) { () throws(DiagnosticsError) in
          try JSONDocument(
            parsing: Array((BuiltInCatalog.embeddedFile(name) ?? "").utf8),
            path: BuiltInCatalog.displayPath(name))
        }
      }
    }
  }

  /// The component of the document `read` gives, decoded and validated against `library`.
  private static func load(
    library: SharedLibrary, reading read: () throws(DiagnosticsError) -> JSONDocument
  ) -> Result<(Component, ComponentIdentity), ComponentLoadFailure> {
    let document: JSONDocument
    do throws(DiagnosticsError) {
      document = try read()
    } catch {
      return .failure(ComponentLoadFailure(stage: .file, diagnostics: error.diagnostics))
    }
    do throws(DiagnosticsError) {
      let component = try CriteriaLoader.load(document, library: library)
      return .success((component, ComponentIdentity(id: component.id, document: document)))
    } catch {
      return .failure(ComponentLoadFailure(stage: .criteria, diagnostics: error.diagnostics))
    }
  }

  /// ``load(_:)`` of every component, on all cores, in catalog order.
  public func loadAll() -> [Result<(Component, ComponentIdentity), ComponentLoadFailure>] {
    ParallelWork.map(count) { load($0) }
  }

  /// Every component, loaded on all cores, in catalog order.
  ///
  /// - Throws: ``DiagnosticsError`` with every problem of every file, each located (see
  ///   ``problems(loading:)``).
  public func catalog() throws(DiagnosticsError) -> Catalog {
    let outcomes = loadAll()
    let diagnostics = problems(
      loading: outcomes.map { outcome in outcome.map { $0.1 } })
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    return Catalog(
      components: outcomes.compactMap { outcome in try? outcome.get().0 })
  }

  /// Every problem of the catalog, given how loading each component ended (in catalog
  /// order): for each group, its paths that could not be listed, its files that could not be
  /// read or parsed (in the order of the files), its components' invalid criteria (in catalog
  /// order), then component ids defined twice.
  public func problems(loading outcomes: [Result<ComponentIdentity, ComponentLoadFailure>])
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    for group in 0..<groups {
      var files = problems.filter { $0.group == group }
      var criteria: [Diagnostic] = []
      var identities: [ComponentIdentity] = []
      for (entry, outcome) in zip(entries, outcomes) where entry.group == group {
        switch outcome {
        // Built-in components have distinct ids (a test holds it); one a configuration
        // names twice is simply generated twice.
        case .success(let identity):
          if case .file = entry.location { identities.append(identity) }
        case .failure(let failure) where failure.stage == .file:
          files.append(
            Problem(group: group, position: entry.position, diagnostics: failure.diagnostics))
        case .failure(let failure): criteria += failure.diagnostics
        }
      }
      // A stable sort: a listing's problems keep the order of the paths.
      files = files.enumerated().sorted {
        ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
      }.map(\.element)
      diagnostics += files.flatMap(\.diagnostics) + criteria + Self.duplicates(identities)
    }
    return diagnostics
  }

  /// An error at every component whose id an earlier one has.
  private static func duplicates(_ identities: [ComponentIdentity]) -> [Diagnostic] {
    var first: [String: ComponentIdentity] = [:]
    var diagnostics: [Diagnostic] = []
    for identity in identities {
      if let earlier = first[identity.id] {
        diagnostics.append(
          identity.diagnostic(Message.alreadyDefined(identity.id, in: earlier.path)))
      } else {
        first[identity.id] = identity
      }
    }
    return diagnostics
  }
}

/// What a criteria file was found to be: shared profiles or standard criteria, decoded, or a
/// component, to be read again when it is loaded.
private enum SortedFile: Sendable {
  case sharedLibrary(SharedLibrary)
  case component
}
