import Diagnostics
import Mustache
import Testing

/// Pins the exact text of every parse error: location, message, source line and caret.
@Suite struct ParserErrorTests {
  /// The rendered diagnostics of parsing `source`, or a note that it parsed.
  private func errors(_ source: String, name: String = "page") -> String {
    do {
      _ = try Template(source, name: name)
      return "(parsed without errors)"
    } catch {
      return error.description
    }
  }

  @Test func unclosedSection() {
    #expect(
      errors("Hello\n{{#items}}\n- {{name}}\n") == """
        page:2:1: error: unclosed section 'items'
            2 | {{#items}}
              | ^
        """)
  }

  @Test func unclosedInvertedSectionParentAndBlock() {
    #expect(
      errors("{{^empty}}none") == """
        page:1:1: error: unclosed section 'empty'
            1 | {{^empty}}none
              | ^
        """)
    #expect(
      errors("  {{<layout}}\n") == """
        page:1:3: error: unclosed parent 'layout'
            1 |   {{<layout}}
              |   ^
        """)
    #expect(
      errors("{{$title}}Default") == """
        page:1:1: error: unclosed block 'title'
            1 | {{$title}}Default
              | ^
        """)
  }

  @Test func mismatchedClosingTag() {
    #expect(
      errors("{{#a}}\n  text\n  {{/b}}\n") == """
        page:3:3: error: mismatched closing tag: expected '{{/a}}', found '{{/b}}'
            3 |   {{/b}}
              |   ^
        """)
  }

  @Test func mismatchedClosingTagNamesTheCurrentDelimiters() {
    #expect(
      errors("{{=<% %>=}}\n<%#a%>x<%/b%>") == """
        page:2:8: error: mismatched closing tag: expected '<%/a%>', found '<%/b%>'
            2 | <%#a%>x<%/b%>
              |        ^
        """)
  }

  @Test func closingAnOuterSectionClosesTheInnerOnesWithOneError() {
    #expect(
      errors("{{#a}}{{#b}}x{{/a}}") == """
        page:1:14: error: mismatched closing tag: expected '{{/b}}', found '{{/a}}'
            1 | {{#a}}{{#b}}x{{/a}}
              |              ^
        """)
  }

  @Test func unexpectedClosingTag() {
    #expect(
      errors("text {{/a}}") == """
        page:1:6: error: unexpected closing tag '{{/a}}'
            1 | text {{/a}}
              |      ^
        """)
  }

  @Test func unclosedTag() {
    #expect(
      errors("Hello {{name\nBye") == """
        page:1:7: error: unclosed tag: expected '}}'
            1 | Hello {{name
              |       ^
        """)
    #expect(
      errors("{{{html}}") == """
        page:1:1: error: unclosed tag: expected '}}}'
            1 | {{{html}}
              | ^
        """)
    #expect(
      errors("{{! never closed") == """
        page:1:1: error: unclosed tag: expected '}}'
            1 | {{! never closed
              | ^
        """)
  }

  @Test func unclosedTagIsReportedWhereItStartsAndParsingGoesOn() {
    #expect(
      errors("a {{b} c {{d}} {{#e}}") == """
        page:1:3: error: unclosed tag: expected '}}'
            1 | a {{b} c {{d}} {{#e}}
              |   ^
        page:1:16: error: unclosed section 'e'
            1 | a {{b} c {{d}} {{#e}}
              |                ^
        """)
  }

  @Test func invalidSetDelimiterTags() {
    #expect(
      errors("{{=<% %>}}") == """
        page:1:1: error: invalid set-delimiter tag: missing '=' before '}}'
            1 | {{=<% %>}}
              | ^
        """)
    #expect(
      errors("x\n  {{=<%=}}") == """
        page:2:3: error: invalid set-delimiter tag: expected two delimiters separated by whitespace
            2 |   {{=<%=}}
              |   ^
        """)
    #expect(
      errors("{{=<% % %>=}}") == """
        page:1:1: error: invalid set-delimiter tag: expected two delimiters separated by whitespace
            1 | {{=<% % %>=}}
              | ^
        """)
    #expect(
      errors("{{=<% %>") == """
        page:1:1: error: unclosed tag: expected '=}}'
            1 | {{=<% %>
              | ^
        """)
  }

  @Test func emptyTagNames() {
    #expect(
      errors("{{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}") == """
        page:1:1: error: empty tag name in '{{}}'
            1 | {{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}
              | ^
        page:1:6: error: empty tag name in '{{}}'
            1 | {{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}
              |      ^
        page:1:12: error: empty tag name in '{{#}}'
            1 | {{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}
              |            ^
        page:1:18: error: empty tag name in '{{>}}'
            1 | {{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}
              |                  ^
        page:1:26: error: empty tag name in '{{{}}}'
            1 | {{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}
              |                          ^
        page:1:33: error: empty tag name in '{{>}}'
            1 | {{}} {{ }} {{#}} {{>  }} {{{}}} {{>*}}
              |                                 ^
        """)
  }

  @Test func invalidNames() {
    #expect(
      errors("{{first name}}\n{{a..b}} {{#.x}}{{/.x}}") == """
        page:1:1: error: invalid tag name 'first name'
            1 | {{first name}}
              | ^
        page:2:1: error: invalid tag name 'a..b'
            2 | {{a..b}} {{#.x}}{{/.x}}
              | ^
        page:2:10: error: invalid tag name '.x'
            2 | {{a..b}} {{#.x}}{{/.x}}
              |          ^
        """)
  }

  @Test func collectsSeveralErrorsInSourceOrder() {
    #expect(
      errors("{{#list}}\n{{}}\n{{/lst}}\n{{#open}}\n", name: "features/ios.mustache") == """
        features/ios.mustache:2:1: error: empty tag name in '{{}}'
            2 | {{}}
              | ^
        features/ios.mustache:3:1: error: mismatched closing tag: expected '{{/list}}', found '{{/lst}}'
            3 | {{/lst}}
              | ^
        features/ios.mustache:4:1: error: unclosed section 'open'
            4 | {{#open}}
              | ^
        """)
  }

  @Test func columnsCountUnicodeScalarsAndTabs() {
    #expect(
      errors("\t🙂 é {{#x}}") == """
        page:1:6: error: unclosed section 'x'
            1 | \t🙂 é {{#x}}
              | \t    ^
        """)
  }

  @Test func crLfAndLoneCrEndLines() {
    #expect(
      errors("a\r\nb\rc {{#x}}") == """
        page:3:3: error: unclosed section 'x'
            3 | c {{#x}}
              |   ^
        """)
  }

  @Test func nestingPastTheLimitIsAnErrorNotACrash() {
    let source = String(repeating: "{{#a}}\n", count: 10_000)
    let text = errors(source)
    #expect(
      text.hasPrefix(
        """
        page:257:1: error: section 'a' is nested more than 256 levels deep
          257 | {{#a}}
              | ^
        """))
  }

  @Test func stopsAfterAHundredErrors() throws {
    let source = String(repeating: "{{}}", count: 1_000)
    do {
      _ = try Template(source)
      Issue.record("expected errors")
    } catch {
      #expect(error.diagnostics.count == 100)
    }
  }
}
