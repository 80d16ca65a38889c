import A11yCriteria
import Diagnostics
import FileSystem
import ParallelWork

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `check` without decoding the criteria: when every generated file below the output directory
/// carries the `inputs:` value that the criteria, shared and template files give now, and its
/// content hash matches the rest of it, the directory is in sync.
///
/// It proves all or nothing. The value covers each component's criteria file as bytes, the
/// shared library files, the templates, the settings, the tool's version (which the header's
/// `tool:` line must also name) and vocabulary, the
/// component's whole layout of platforms and experiences, and that the component loaded
/// without warnings (see ``InputsDigest``); the layout is compared with the files present, so a
/// missing or extra file breaks the proof. Anything unproven (a changed byte, a file without
/// the value, one at another depth, two files of one component id, a warning at generation)
/// gives nil, and the caller checks as usual, decoding everything and reporting every problem.
///
/// A proven directory has no step outside the step vocabulary either: generation matches the
/// steps of every target it renders and counts the problems into the target's `inputs:` value
/// (see `TargetJob.render(auditing:)`), which the proof expects to be zero.
public struct UnchangedInputsCheck: Sendable {
  public let files: [CriteriaFile]
  /// The ``TemplateSet/digest`` of the templates: all the proof needs of them.
  public let templatesDigest: String
  public let options: GenerationOptions

  public init(files: [CriteriaFile], templates: TemplateSet, options: GenerationOptions) {
    self.init(files: files, templatesDigest: templates.digest, options: options)
  }

  /// - Parameter templatesDigest: What ``TemplateSet/digest(overridesIn:)`` gives.
  public init(files: [CriteriaFile], templatesDigest: String, options: GenerationOptions) {
    self.files = files
    self.templatesDigest = templatesDigest
    self.options = options
  }

  /// One file below the output directory, as far as the proof needs it.
  private enum Found: Sendable {
    /// `contentMatches` also says, when regenerating, that the file has this run's command and
    /// no byte order mark (else generate would rewrite it).
    case generated(inputs: String, contentMatches: Bool)
    case notGenerated
    case unreadable
  }

  /// The result of checking `directory` when the proof holds: in sync, with every generated
  /// file counted; nil when it does not hold.
  ///
  /// Filters give nil, unless `selecting`: then a filtered check is proven by the whole
  /// directory, and counts the files its filters select (and the index), as checking them
  /// would; a filter that names a component, experience or platform the proven files do not
  /// show gives nil, for the usual check to judge. With `regenerating` (for `generate`), every
  /// file must also carry this run's regenerate command and no byte order mark, so that
  /// generate would leave every file as it is.
  public func result(
    directory: String, displayName: String? = nil, regenerating: Bool = false,
    selecting: Bool = false
  ) -> CheckResult? {
    let filtered =
      !options.components.isEmpty || !options.experiences.isEmpty || !options.platforms.isEmpty
    if filtered, regenerating || !selecting { return nil }
    var components: [String: (bytes: String, shared: Bool)] = [:]
    var order: [String] = []
    var sharedFiles: [ArraySlice<UInt8>] = []
    let files = files
    let digests = ParallelWork.map(files.count, jobs: options.jobs) {
      files[$0].withBytes(InputsDigest.bytes)
    }
    for (file, bytesDigest) in zip(files, digests) {
      switch file.kind {
      case .sharedLibrary: sharedFiles.append(file.bytes)
      case .component(let id, let usesShared):
        // Two files of one id are an error that only loading reports.
        guard components[id] == nil else { return nil }
        components[id] = (bytesDigest, usesShared)
        order.append(id)
      }
    }
    guard !components.isEmpty else { return nil }
    let shared = SharedLibrary.digest(ofBuiltInOverriddenBy: sharedFiles)

    // One walk lists the generated files and the temporary files of interrupted runs, which
    // check reports too.
    var listed: [String] = []
    var leftovers: [String] = []
    for path in DirectoryWalker.files(
      in: directory, jobs: options.jobs,
      include: {
        $0.hasSuffix(".feature") || $0.hasSuffix(".md") || $0.hasSuffix(".tmp")
      })
    {
      if path.hasSuffix(".tmp") {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if TemporaryName.isLeftover(name) { leftovers.append(path) }
      } else {
        listed.append(path)
      }
    }
    let paths = listed
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let found = ParallelWork.map(paths.count, jobs: options.jobs) { index -> Found in
      let path = paths[index]
      // Anything unusual about the file (not UTF-8, not a plain file) is for the usual check
      // to report. The body is compared with its hash, of text this tool wrote: only the rest
      // needs checking as text.
      guard
        let (bytes, hasByteOrderMark) = TextFile.readBytesIfRegular(
          base + path, checkingText: false)
      else { return .unreadable }
      let command = options.regenerateCommand
      let version = options.toolVersion
      let marked = regenerating && hasByteOrderMark
      let style: GeneratedHeader.Style = path.hasSuffix(".feature") ? .gherkin : .markdown
      let text = hasByteOrderMark ? bytes[3...] : bytes[...]
      let scanned = text.withUnsafeBufferPointer { bytes -> Found? in
        guard let (inputs, content, tool, written, body) = HeaderScan.scan(bytes, style: style)
        else {
          return nil
        }
        let digest = XXH64.hex(UnsafeBufferPointer(rebasing: bytes[body...]))
        return .generated(
          inputs: String(inputs),
          contentMatches: content.utf8.elementsEqual(("xxh64:" + digest).utf8) && !marked
            && tool.utf8.elementsEqual(version.utf8) && (!regenerating || written == command)
            && TextFile.isText(text.prefix(body)))
      }
      if let scanned { return scanned }
      // What the scan does not recognise, the header reader decides, of checked text.
      guard TextFile.isText(text) else { return .unreadable }
      let decoded = String(decoding: text, as: UTF8.self)
      guard let (header, body) = GeneratedHeader.read(from: Substring(decoded), style: style)
      else { return .notGenerated }
      return .generated(
        inputs: header.inputs,
        contentMatches: header.content == GeneratedHeader.digest(of: body) && !marked
          && header.tool == version && (!regenerating || header.command == command))
    }

    // Generated files by component, then by `platform/experience`, feature and checklist.
    var layout: [String: [String: (feature: String?, checklist: String?)]] = [:]
    // `component/platform/experience` of each feature, in path order: nearly sorted already.
    var listedTargets: [String] = []
    var index: String?
    for (path, outcome) in zip(paths, found) {
      if options.index, path == FeatureIndex.path {
        // Without it, or with a README.md of the team's there, check has something to say.
        guard case .generated(let inputs, true) = outcome else { return nil }
        index = inputs
        continue
      }
      let place = Self.place(of: path)
      let known = place.map { components[$0.component] != nil } ?? false
      switch outcome {
      case .notGenerated:
        // Ignored, as check ignores it, unless it stands where a component's files are (then
        // it may be at a generated path, which is an error to report).
        if known { return nil }
        continue
      case .unreadable:
        return nil  // an error to report
      case .generated(let inputs, let contentMatches):
        // Orphaned, at another depth, under another name, or edited: drift to report.
        guard let place, known, contentMatches, let target = place.target else { return nil }
        if place.isFeature {
          layout[place.component, default: [:]][target, default: (nil, nil)].feature = inputs
          listedTargets.append(place.component + "/" + target)
        } else {
          layout[place.component, default: [:]][target, default: (nil, nil)].checklist = inputs
        }
      }
    }

    let digest = InputsDigest(templatesDigest: templatesDigest, options: options)
    for (id, component) in components {
      guard let targets = layout[id] else { return nil }
      let names = targets.keys.sorted()
      let expected = digest.values(
        component: id, bytes: component.bytes, shared: component.shared ? shared : "",
        warnings: 0, sortedLayout: names.joined(separator: " "), targets: names)
      for (target, value) in zip(names, expected) {
        guard let pair = targets[target], pair.feature == value, pair.checklist == value
        else { return nil }
      }
    }
    if options.index {
      let value = digest.indexValue(
        components: order.compactMap { id in
          components[id].map { (id, $0.bytes, $0.shared ? shared : "", 0) }
        },
        targets: listedTargets)
      guard index == value else { return nil }
    }
    var checked = zip(paths, found).compactMap { path, outcome -> String? in
      if case .generated = outcome { return path }
      return nil
    }
    if filtered {
      let targets = layout.values.flatMap(\.keys)
      let platforms = Set(targets.map { $0.prefix { $0 != "/" } }.map(String.init))
      let experiences = Set(targets.map { $0.drop { $0 != "/" }.dropFirst() }.map(String.init))
      guard options.components.isSubset(of: Set(components.keys)),
        options.platforms.isSubset(of: platforms), options.experiences.isSubset(of: experiences)
      else { return nil }
      checked = checked.filter {
        (options.index && $0 == FeatureIndex.path) || GenerationPlan.inScope($0, options: options)
      }
    }
    var result = CheckResult(
      items: [], filesChecked: checked, criteriaByFile: [:], diffs: [],
      fixCommand: options.regenerateCommand)
    result.temporaryLeftovers = leftovers
    return result
  }

  /// Where a file below the output directory stands, read from its path's bytes: its
  /// component (the first directory) and, for a file named as generate names them
  /// (`platform/experience.feature` or `.md`, an experience id having no dot), its target
  /// `platform/experience`; nil for a file at another depth.
  static func place(of path: String) -> (component: String, target: String?, isFeature: Bool)? {
    var path = path
    return path.withUTF8 { bytes in
      var slashes = (first: -1, second: -1)
      for offset in bytes.indices where bytes[offset] == UInt8(ascii: "/") {
        if slashes.first < 0 {
          slashes.first = offset
        } else if slashes.second < 0 {
          slashes.second = offset
        } else {
          return nil
        }
      }
      guard slashes.second >= 0 else { return nil }
      // Slashes and dots are ASCII: the text between them is whole characters.
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      let component = text(0..<slashes.first)
      let name = bytes[(slashes.second + 1)...]
      let isFeature = ends(name, with: ".feature")
      guard isFeature || ends(name, with: ".md") else { return (component, nil, false) }
      let stem = name.dropLast(isFeature ? 8 : 3)
      guard !stem.contains(UInt8(ascii: ".")) else { return (component, nil, isFeature) }
      return (component, text((slashes.first + 1)..<stem.endIndex), isFeature)
    }
  }

  private static func ends(_ name: Slice<UnsafeBufferPointer<UInt8>>, with suffix: StaticString)
    -> Bool
  {
    let count = suffix.utf8CodeUnitCount
    guard name.count > count, let base = name.base.baseAddress else { return false }
    return memcmp(base + name.endIndex - count, suffix.utf8Start, count) == 0
  }
}
