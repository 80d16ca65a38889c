# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:checkbox @platform:web @experience:default
Feature: Checkbox on the web

  Background:
    Given the browser shows the Subscribe to newsletter checkbox

  @automatable
  Scenario: Space toggles the Subscribe to newsletter checkbox
    Given keyboard focus is on the Subscribe to newsletter checkbox
    When I press Space
    Then the Subscribe to newsletter checkbox toggles
    And the Subscribe to newsletter checkbox becomes checked

  @automatable
  Scenario Outline: <screenReader> announces the Subscribe to newsletter checkbox
    Given <screenReader> is on
    When I move <screenReader> focus to the Subscribe to newsletter checkbox
    Then <screenReader> announces the name "Subscribe to newsletter"
    And <screenReader> announces the role "<role>"
    And <screenReader> announces the state "<notChecked>"

    Examples:
      | screenReader    | role      | notChecked  |
      | NVDA            | check box | not checked |
      | JAWS            | check box | not checked |
      | macOS VoiceOver | checkbox  | unchecked   |
      | iOS VoiceOver   | checkbox  | unchecked   |
      | TalkBack        | checkbox  | not checked |

  @automatable
  Scenario: A double tap checks the box and keeps the user where they are
    Given TalkBack is on
    And TalkBack focus is on the Subscribe to newsletter checkbox
    When I double tap
    Then TalkBack announces the state "checked"
    And TalkBack focus stays on the Subscribe to newsletter checkbox
