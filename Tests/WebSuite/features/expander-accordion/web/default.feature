# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:expander-accordion @platform:web @experience:default
Feature: Expander on the web

  Background:
    Given the browser shows the Shipping details button

  @automatable
  Scenario Outline: <key> expands the Shipping details button
    Given the Shipping details button is collapsed
    And keyboard focus is on the Shipping details button
    When I press <key>
    Then the Shipping details button expands

    Examples:
      | key   |
      | Enter |
      | Space |

  @automatable
  Scenario Outline: <screenReader> announces the state of the Shipping details button
    Given <screenReader> is on
    When I move <screenReader> focus to the Shipping details button
    Then <screenReader> announces the role "button"
    And <screenReader> announces the state "collapsed"
    When I press Enter
    Then <screenReader> announces the state "expanded"

    Examples:
      | screenReader |
      | NVDA         |
      | JAWS         |
