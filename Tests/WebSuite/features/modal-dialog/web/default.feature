# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:modal-dialog @platform:web @experience:default
Feature: Modal dialog on the web

  Background:
    Given the browser shows the Delete account button

  @automatable
  Scenario: Focus moves into the dialog when it opens
    Given keyboard focus is on the Delete account button
    When I press Enter
    Then NVDA focus moves to the Cancel button

  @automatable
  Scenario Outline: Focus stays inside the dialog
    Given keyboard focus is on the Delete account button
    When I press Enter
    And I press <key> past the last element in the Delete account dialog
    Then keyboard focus stays inside the Delete account dialog
    And NVDA focus stays inside the Delete account dialog

    Examples:
      | key       |
      | Tab       |
      | Shift+Tab |

  @automatable
  Scenario: Escape closes the dialog and focus returns
    Given keyboard focus is on the Delete account button
    When I press Enter
    And I press Escape
    Then NVDA focus returns to the Delete account button

  @automatable
  Scenario Outline: <screenReader> announces the dialog
    Given keyboard focus is on the Delete account button
    When I press Enter
    And I move <screenReader> focus to the Delete account dialog
    Then <screenReader> announces the role "<role>"
    And <screenReader> announces the name "Delete account"

    Examples:
      | screenReader    | role       |
      | NVDA            | dialog     |
      | macOS VoiceOver | web dialog |
