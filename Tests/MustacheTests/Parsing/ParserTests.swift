import Testing

@testable import Mustache

/// The parsed tree, dumped with each tag's line and column: `»` marks where a line begins.
@Suite struct ParserTests {
  private func dump(_ source: String) throws -> String {
    try Template(source).dump()
  }

  @Test func locatesEveryTag() throws {
    let source = """
      Feature: {{name}}
      {{#scenarios}}
        Scenario: {{title}} {{{raw}}} {{& amp }}
          {{>steps}}
        {{^steps}}none{{/steps}}
      {{/scenarios}}
      """
    #expect(
      try dump(source) == """
        text "»Feature: "
        variable name @1:10
        text "\\n"
        section scenarios @2:1
          text "»  Scenario: "
          variable title @3:13
          text " "
          unescaped variable raw @3:23
          text " "
          unescaped variable amp @3:33
          text "\\n"
          partial steps @4:5 standalone, indented "    "
          text "»  "
          inverted section steps @5:3
            text "none"
          text "\\n"
        """)
  }

  @Test func standaloneLinesDisappear() throws {
    #expect(
      try dump("a\n  {{! note }}\n\t{{#s}}\r\nb\n  {{/s}}  \nc") == """
        text "»a\\n"
        section s @3:2
          text "»b\\n"
        text "»c"
        """)
  }

  @Test func interpolationNeverStandsAlone() throws {
    #expect(
      try dump("  {{x}}\n") == """
        text "»  "
        variable x @1:3
        text "\\n"
        """)
  }

  @Test func emptyLinesTakeNoIndentation() throws {
    #expect(try dump("a\n\nb\r\n\r\n") == #"text "»a\n\n»b\r\n\r\n""#)
  }

  @Test func setDelimitersLastUntilChangedAgain() throws {
    #expect(
      try dump("{{=<% %>=}}<%a%> {{b}} <%={{ }}=%>{{c}}") == """
        text "»"
        variable a @1:12
        text " {{b}} "
        variable c @1:35
        """)
  }

  @Test func parentKeepsOnlyItsBlocks() throws {
    #expect(
      try dump("{{<layout}}\nignored {{x}}\n{{$title}}T{{/title}}\n{{/layout}}") == """
        parent layout @1:1 standalone, indented ""
          block title @3:1
            text "»T"
        """)
  }

  @Test func blockContentLosesItsOwnIndentation() throws {
    #expect(
      try dump("<ul>\n  {{$items}}\n    <li>one</li>\n      <li>two</li>\n  {{/items}}\n</ul>")
        == """
        text "»<ul>\\n"
        block items @2:3 standalone, indented "    "
          text "»<li>one</li>\\n»  <li>two</li>\\n"
        text "»</ul>"
        """)
  }

  @Test func dynamicNames() throws {
    #expect(
      try dump("{{>* kind }}{{<*layout}}{{/*layout}}") == """
        text "»"
        partial *kind @1:1
        parent *layout @1:13
        """)
  }

  @Test func locationsAfterMultilineTagsAndUnicode() throws {
    #expect(
      try dump("{{!\nmulti\nline}}é{{x}}\n😀 {{y}}") == """
        text "»é"
        variable x @3:8
        text "\\n»😀 "
        variable y @4:3
        """)
  }
}
