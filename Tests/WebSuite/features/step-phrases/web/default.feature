@component:step-phrases @experience:default
Feature: The phrases no built-in web scenario uses
  A team's own web criteria may use every phrase of the vocabulary: this feature, written by
  hand from the vocabulary's phrases only, runs each phrase that the generated web features
  of the built-in catalog leave out against a page of its own.

  Scenario: Typed text reaches the field
    Given the browser shows the Name field
    When I type "Ada Lovelace" in the Name field
    Then the Name field has the value "Ada Lovelace"

  Scenario: Tab moves toward the next element
    Given keyboard focus is on the Name field
    When I press Tab or the arrow key toward the next element
    Then keyboard focus moves to the Email field

  Scenario: Either role word passes
    Given keyboard focus is on the Email field
    When I press Tab or the arrow key toward the next element
    Then NVDA announces the role "switch" or "check box"

  Scenario: Either state word passes
    Given keyboard focus is on the Email field
    When I press Tab or the arrow key toward the next element
    Then NVDA announces the state "pressed" or "not checked"

  Scenario: A slow load shows and announces its loading indicator
    Given NVDA is on
    And the Results section takes several seconds to load
    When I open the Load results button
    Then the Loading progress bar appears
    And NVDA announces "Loading results"

  Scenario: A hint passes where the role word does not
    Given NVDA focus is on the Load results button
    Then NVDA announces the role "link" or a hint starting with "Fetches the results"
