# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:link @platform:web @experience:default
Feature: Link on the web

  Background:
    Given the browser shows the Pricing details link

  @automatable
  Scenario: Enter follows the link
    Given keyboard focus is on the Pricing details link
    When I press Enter
    Then the Pricing details link activates

  @automatable
  Scenario Outline: <screenReader> announces the link
    Given <screenReader> is on
    When I move <screenReader> focus to the Pricing details link
    Then <screenReader> announces the name "Pricing details"
    And <screenReader> announces the role "link"

    Examples:
      | screenReader    |
      | NVDA            |
      | JAWS            |
      | macOS VoiceOver |
