@component:step-phrases @experience:dialogs
Feature: The phrases that move past the ends of a dialog
  Written by hand from the vocabulary's phrases only: each phrase that moves keyboard focus or
  the reading position past the first or last element of a dialog runs on a dialog of its own,
  so that a dialog a screen reader cannot find fails in that phrase's step.

  Scenario: Tab past the last element stays in the Share photo dialog
    Given keyboard focus is on the Share button
    When I press Enter
    And I press Tab past the last element in the Share photo dialog
    Then keyboard focus stays inside the Share photo dialog

  Scenario: Shift+Tab past the first element stays in the Rename photo dialog
    Given keyboard focus is on the Rename button
    When I press Enter
    And I press Shift+Tab past the first element in the Rename photo dialog
    Then keyboard focus never lands on the page behind the Rename photo dialog

  Scenario: Moving keyboard focus with Tab past the last element stays in the Filter photos dialog
    Given keyboard focus is on the Filters button
    When I press Enter
    And I move keyboard focus with Tab past the last element in the Filter photos dialog
    Then keyboard focus never lands on the page behind the Filter photos dialog

  Scenario: Swiping right past the last element stays in the Welcome back dialog
    Given NVDA is on
    And keyboard focus is on the Sign in button
    When I press Enter
    And I swipe right past the last element in the Welcome back dialog
    Then NVDA focus stays inside the Welcome back dialog

  Scenario: Swiping left past the first element stays in the Report photo dialog
    Given NVDA is on
    And keyboard focus is on the Report button
    When I press Enter
    And I swipe left past the first element in the Report photo dialog
    Then NVDA focus stays inside the Report photo dialog
