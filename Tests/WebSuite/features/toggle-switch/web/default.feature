# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:toggle-switch @platform:web @experience:default
Feature: Toggle switch on the web

  Background:
    Given the browser shows the Wi-Fi switch

  @automatable
  Scenario: Space toggles the Wi-Fi switch
    Given the Wi-Fi switch is off
    And keyboard focus is on the Wi-Fi switch
    When I press Space
    Then the Wi-Fi switch toggles
    And the Wi-Fi switch becomes on

  @automatable
  Scenario Outline: <screenReader> announces the Wi-Fi switch and its state
    Given <screenReader> is on
    When I move <screenReader> focus to the Wi-Fi switch
    Then <screenReader> announces the name "Wi-Fi"
    And <screenReader> announces the role "<role>"
    And <screenReader> announces the state "off"
    When I double tap
    Then <screenReader> announces the state "on"

    Examples:
      | screenReader  | role          |
      | NVDA          | switch        |
      | iOS VoiceOver | switch button |
      | TalkBack      | switch        |
