import ParallelWork

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the files below a directory with the system's directory calls: a check walks
/// output directories of tens of thousands of files, where Foundation's enumerator costs more
/// than reading them.
public enum DirectoryWalker {
  /// Regular files below `directory`, as sorted paths relative to it. Symbolic links are not
  /// followed (a link to a directory could lead outside it, or round in a loop).
  ///
  /// - Parameters:
  ///   - skipHidden: Leave out entries whose names start with a dot, and what is below them.
  ///   - include: Which file names to list.
  ///   - jobs: Threads for the subdirectories of `directory` (an output directory has one per
  ///     component: a check of thousands walks them side by side).
  public static func files(
    in directory: String, skipHidden: Bool = false, jobs: Int = 1,
    include: @Sendable (String) -> Bool = { _ in true }
  ) -> [String] {
    var found: [String] = []
    var subdirectories: [String]? = jobs > 1 ? [] : nil
    walk(
      directory, relative: "", skipHidden: skipHidden, include: include, into: &found,
      deferring: &subdirectories)
    let names = subdirectories ?? []
    for below in ParallelWork.map(
      names.count, jobs: jobs,
      { index -> [String] in
        var below: [String] = []
        var walked: [String]? = nil
        walk(
          directory + "/" + names[index], relative: names[index], skipHidden: skipHidden,
          include: include, into: &below, deferring: &walked)
        return below
      })
    {
      found += below
    }
    return sorted(found)
  }

  /// `paths` in the order `sorted()` gives. ASCII paths, the usual case, are compared as
  /// bytes, which is the same order for a fraction of the cost of comparing strings.
  public static func sorted(_ paths: [String]) -> [String] {
    guard paths.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return paths.sorted() }
    return paths.sorted { first, second in
      let bytewise = first.utf8.withContiguousStorageIfAvailable { a in
        second.utf8.withContiguousStorageIfAvailable { b in
          let common = min(a.count, b.count)
          if common > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, common)
            if order != 0 { return order < 0 }
          }
          return a.count < b.count
        }
      }
      return bytewise.flatMap { $0 } ?? (first < second)
    }
  }

  /// Lists `directory` into `found`, and what is below it; the relative paths of its
  /// subdirectories go to `deferring` instead, when it is not nil, for the caller to walk.
  private static func walk(
    _ directory: String, relative: String, skipHidden: Bool, include: (String) -> Bool,
    into found: inout [String], deferring subdirectories: inout [String]?
  ) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." || (skipHidden && name.hasPrefix(".")) { continue }
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_UNKNOWN) {
        // Some file systems do not report the type: ask for it, without following links.
        var status = stat()
        guard lstat(directory + "/" + name, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: type = Int32(DT_DIR)
        case S_IFREG: type = Int32(DT_REG)
        default: continue
        }
      }
      if type == Int32(DT_DIR) {
        if subdirectories != nil {
          subdirectories?.append(relativePath)
        } else {
          var walked: [String]? = nil
          walk(
            directory + "/" + name, relative: relativePath, skipHidden: skipHidden,
            include: include, into: &found,
            deferring: &walked)
        }
      } else if type == Int32(DT_REG), include(name) {
        found.append(relativePath)
      }
    }
  }
}
