# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:range-slider @platform:web @experience:default
Feature: Range slider on the web

  Background:
    Given the browser shows the Volume slider

  @automatable
  Scenario: Right Arrow increases the value
    When I increase the value of the Volume slider
    Then the Volume slider has the value "6"

  @automatable
  Scenario Outline: <screenReader> announces the Volume slider
    Given <screenReader> is on
    When I move <screenReader> focus to the Volume slider
    Then <screenReader> announces the name "Volume"
    And <screenReader> announces the role "<role>"
    And <screenReader> announces the value "5"

    Examples:
      | screenReader  | role       |
      | NVDA          | slider     |
      | iOS VoiceOver | adjustable |

  @automatable
  Scenario: A swipe up increases the value
    Given iOS VoiceOver focus is on the Volume slider
    When I swipe up
    Then iOS VoiceOver announces the value "6"
