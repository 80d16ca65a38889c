import Diagnostics
import FileSystem
import Foundation
import JSON
import ParallelWork

/// A criteria file as read, before it is decoded: what a check needs to tell that its bytes
/// are the ones generated files were made from, without decoding and validating them again.
public struct CriteriaFile: Sendable {
  /// The path as errors name it.
  public var path: String
  /// The text's bytes (without a byte order mark), as the loader decodes them.
  public var bytes: ArraySlice<UInt8> {
    get {
      switch storage {
      case .bytes(let bytes): bytes
      case .text(let text): Array(text.utf8)[...]
      }
    }
    set { storage = .bytes(newValue) }
  }
  public var kind: Kind

  /// A file's bytes as read, or a built-in file's text, whose bytes are read where the binary
  /// holds them (a cold check hashes every built-in file: copying them costs as much again).
  private var storage: Storage

  private enum Storage: Sendable {
    case bytes(ArraySlice<UInt8>)
    case text(String)

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      switch self {
      case .bytes(let bytes):
        return bytes.withUnsafeBufferPointer(body)
      case .text(let text):
        var text = text
        return text.withUTF8(body)
      }
    }
  }

  /// Calls `body` with ``bytes``, without copying a built-in file's.
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withBytes(body)
  }

  /// What a file holds, read from its top-level keys only.
  public enum Kind: Hashable, Sendable {
    /// Shared profiles or standard criteria.
    case sharedLibrary
    /// A component with this `id`; `usesSharedLibrary` for criteria format 2.
    case component(id: String, usesSharedLibrary: Bool)
  }

  /// The files at `paths` (files, or directories searched as ``CriteriaLoader/load(paths:relativeTo:)``
  /// searches them), or nil when any of them cannot be listed, read or parsed as JSON, or
  /// holds no component id: then only loading them says why.
  public static func read(paths: [String], relativeTo directory: String) -> [CriteriaFile]? {
    var found: [String] = []
    for path in paths {
      guard case .success(let files) = CriteriaLoader.criteriaFiles(at: path, base: directory)
      else { return nil }
      found += files
    }
    let names = found
    let files = ParallelWork.map(names.count) { index -> CriteriaFile? in
      let path = names[index]
      let resolved =
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
      guard let text = try? TextFile.read(path, resolvedPath: resolved) else { return nil }
      return CriteriaFile(path: path, bytes: text.textBytes)
    }
    let read = files.compactMap { $0 }
    return read.count == names.count ? read : nil
  }

  /// The built-in component files, those of `ids` only when given (nil when one of them is not
  /// built in).
  public static func builtIn(ids: [String]? = nil) -> [CriteriaFile]? {
    // Reading a file's JSON is most of a cold check: on all cores.
    let names = BuiltInCatalog.componentFileNames
    let files = ParallelWork.map(names.count) { index in
      BuiltInCatalog.embeddedFile(names[index]).flatMap {
        CriteriaFile(path: BuiltInCatalog.displayPath(names[index]), storage: .text($0))
      }
    }.compactMap { $0 }
    guard let ids else { return files }
    let selected = files.filter {
      if case .component(let id, _) = $0.kind { return ids.contains(id) }
      return false
    }
    return selected.count == Set(ids).count ? selected : nil
  }

  /// A file of these bytes; nil when they are not a JSON object with a string `id` (without
  /// escapes) or shared library keys.
  init?(path: String, bytes: ArraySlice<UInt8>) {
    self.init(path: path, storage: .bytes(bytes))
  }

  private init?(path: String, storage: Storage) {
    self.path = path
    self.storage = storage
    // Only the top-level members tell what the file is. A file the scan cannot read simply
    // (escapes in a member name, invalid JSON) is none: the check then loads it the usual way.
    let scanned = storage.withBytes { JSONTopLevelScan.members(of: $0) }
    guard let members = scanned else { return nil }
    if ComponentDecoder.isSharedLibrary(keys: members.keys) {
      kind = .sharedLibrary
      return
    }
    guard case .string(let id)? = members["id"] else { return nil }
    var version = CriteriaFormat.version
    if case .number(let number)? = members["version"] {
      version = Int(exactly: number) ?? version
    }
    kind = .component(id: id, usesSharedLibrary: version == 2)
  }

}
