import Diagnostics

/// One element of a parsed template.
///
/// Payloads are final classes so that walking a node list while rendering retains one
/// reference per node instead of copying wide enum payloads.
enum Node: Sendable {
  case text(Text)
  case variable(Variable)
  case section(Section)
  case partial(Partial)
  case parent(Parent)
  case block(Block)
}

extension Node {
  /// Literal template text, as UTF-8 bytes ready to copy into the output.
  ///
  /// `lineStarts` are the offsets where a template line begins (and is not empty): the places
  /// that receive indentation when the text is rendered inside a standalone partial, parent or
  /// block. An offset equal to the text's length marks a line that begins with the tag after
  /// this text.
  final class Text: Sendable {
    let bytes: [UInt8]
    let lineStarts: [Int]
    /// Where the text begins in its template, for errors met while rendering it; nil for
    /// text the parser made up (an empty line start).
    let location: SourceLocation?

    init(bytes: [UInt8], lineStarts: [Int], location: SourceLocation? = nil) {
      self.bytes = bytes
      self.lineStarts = lineStarts
      self.location = location
    }
  }

  /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
  final class Variable: Sendable {
    let name: Name
    /// Whether the tag asks for escaping (`{{name}}`); the options decide which escaping.
    let escaped: Bool
    let location: SourceLocation

    init(name: Name, escaped: Bool, location: SourceLocation) {
      self.name = name
      self.escaped = escaped
      self.location = location
    }
  }

  /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`.
  final class Section: Sendable {
    let name: Name
    let inverted: Bool
    let nodes: [Node]
    let location: SourceLocation

    init(name: Name, inverted: Bool, nodes: [Node], location: SourceLocation) {
      self.name = name
      self.inverted = inverted
      self.nodes = nodes
      self.location = location
    }
  }

  /// The template a partial or parent tag names: fixed, or looked up in the data (`{{>*name}}`).
  enum PartialTarget: Sendable, Hashable {
    case named(String)
    case dynamic(Name)

    /// Whether the name is written in the tag, rather than looked up while rendering.
    var isNamed: Bool {
      if case .named = self { true } else { false }
    }

    /// The target as written after the sigil, for messages and closing tags.
    var text: String {
      switch self {
      case .named(let name): name
      case .dynamic(let name): "*" + name.text
      }
    }
  }

  /// `{{>name}}`.
  final class Partial: Sendable {
    let target: PartialTarget
    /// The whitespace before a standalone tag, prepended to every line of the partial; nil when
    /// the tag shares its line with other content.
    let indentation: [UInt8]?
    let location: SourceLocation

    init(target: PartialTarget, indentation: [UInt8]?, location: SourceLocation) {
      self.target = target
      self.indentation = indentation
      self.location = location
    }
  }

  /// `{{<parent}}{{$block}}…{{/block}}{{/parent}}`: a partial whose blocks the tag overrides.
  final class Parent: Sendable {
    let target: PartialTarget
    /// As for ``Partial/indentation``.
    let indentation: [UInt8]?
    /// The blocks given inside the tag, by name; any other content of the tag is ignored.
    let blocks: [String: Block]
    let location: SourceLocation

    init(
      target: PartialTarget, indentation: [UInt8]?, blocks: [String: Block],
      location: SourceLocation
    ) {
      self.target = target
      self.indentation = indentation
      self.blocks = blocks
      self.location = location
    }
  }

  /// `{{$name}}default{{/name}}`: a place a parent tag may override, or, inside a parent tag,
  /// the overriding content.
  final class Block: Sendable {
    let name: String
    /// The content, with the block's own indentation already removed when the block is
    /// standalone.
    let nodes: [Node]
    /// For a block whose opening tag is standalone, the indentation its content is rendered
    /// with: that of the default content, or of the tag when there is no content. Nil for an
    /// inline block.
    let expansionIndentation: [UInt8]?
    let location: SourceLocation

    init(name: String, nodes: [Node], expansionIndentation: [UInt8]?, location: SourceLocation) {
      self.name = name
      self.nodes = nodes
      self.expansionIndentation = expansionIndentation
      self.location = location
    }
  }
}
