# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:button @platform:web @experience:default
Feature: Button on the web

  Background:
    Given the browser shows the Save button

  @automatable
  Scenario Outline: <key> activates the Save button
    Given keyboard focus is on the Save button
    When I press <key>
    Then the Save button activates

    Examples:
      | key   |
      | Enter |
      | Space |

  @automatable
  Scenario Outline: <screenReader> announces the name and role of the Save button
    Given <screenReader> is on
    When I move <screenReader> focus to the Save button
    Then <screenReader> announces the name "Save"
    And <screenReader> announces the role "<role>"

    Examples:
      | screenReader    | role   |
      | NVDA            | button |
      | JAWS            | button |
      | macOS VoiceOver | button |

  @automatable
  Scenario Outline: Swiping reaches the Save button and a double tap activates it
    Given <screenReader> is on
    When I swipe right
    And I swipe right
    Then <screenReader> focus moves to the Save button
    When I double tap
    Then the Save button activates

    Examples:
      | screenReader  |
      | iOS VoiceOver |
      | TalkBack      |

  @manual
  Scenario: Tab shows where focus is
    Given an external keyboard is connected
    When I move keyboard focus with Tab
    Then keyboard focus moves to the Save button
    And a visible focus indicator surrounds the focused element
