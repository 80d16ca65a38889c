# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:radio-button @platform:web @experience:default
Feature: Radio button on the web

  Background:
    Given the browser shows the Small radio button

  @automatable
  Scenario Outline: <key> selects the next radio button
    Given keyboard focus is on the Small radio button
    When I press <key>
    Then NVDA focus moves to the Medium radio button
    And the Medium radio button becomes checked

    Examples:
      | key         |
      | Down Arrow  |
      | Right Arrow |

  @automatable
  Scenario Outline: <screenReader> announces the Small radio button
    Given <screenReader> is on
    When I move <screenReader> focus to the Small radio button
    Then <screenReader> announces the name "Small"
    And <screenReader> announces the role "radio button"
    And <screenReader> announces the state "checked"

    Examples:
      | screenReader    |
      | NVDA            |
      | macOS VoiceOver |
