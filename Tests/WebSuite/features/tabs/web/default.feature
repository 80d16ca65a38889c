# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:tabs @platform:web @experience:default
Feature: Tabs on the web

  Background:
    Given the browser shows the Profile tab

  @automatable
  Scenario: Right Arrow selects the next tab
    Given keyboard focus is on the Profile tab
    When I press Right Arrow
    Then NVDA focus moves to the Security tab
    And the Security tab becomes selected

  @automatable
  Scenario: End selects the last tab
    Given keyboard focus is on the Profile tab
    When I press End
    Then NVDA focus moves to the Billing tab

  @automatable
  Scenario Outline: <screenReader> announces the Profile tab
    Given <screenReader> is on
    When I move <screenReader> focus to the Profile tab
    Then <screenReader> announces the role "tab"
    And <screenReader> announces the name "Profile"
    And <screenReader> announces the state "selected"

    Examples:
      | screenReader    |
      | NVDA            |
      | macOS VoiceOver |
