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

  Scenario: A revealed section that ends below the fold comes into view
    Given keyboard focus is on the Show delivery times button
    When I press Enter
    Then the Delivery times section comes into view

  Scenario: A heading with inline markup is one reading stop
    Given NVDA is on
    And NVDA focus is on the Returns FAQs heading
    When I swipe right
    Then NVDA focus moves to the returns introduction

  Scenario: A link inside a paragraph is a reading stop of its own
    Given NVDA is on
    And NVDA focus is on the returns introduction
    When I swipe right
    Then NVDA focus moves to the returns policy link

  Scenario: A visible label before a slider is the text stop it holds
    Given NVDA is on
    And NVDA focus is on the Volume label
    When I swipe right
    Then NVDA focus moves to the Volume slider

  Scenario: A print button activates though the page does not change
    Given keyboard focus is on the Print receipt button
    When I press Enter
    Then the Print receipt button activates

  Scenario: NVDA announces the new state of the 4 stars radio button after Right Arrow
    Given NVDA is on
    And the 4 stars radio button is not checked
    And keyboard focus is on the 3 stars radio button
    When I press Right Arrow
    Then NVDA announces the state "checked"

  Scenario: A dialog that gives way to a confirmation dialog
    Given keyboard focus is on the Give feedback button
    When I press Enter
    Then keyboard focus moves to the Comment field
    When I press Tab
    And I press Enter
    Then the Thanks dialog opens
    And the Send button in the open Feedback dialog activates

  Scenario: A checkbox stays as it was when focus leaves it
    Given keyboard focus is on the Subscribe checkbox
    When I press Tab
    Then the Subscribe checkbox stays not checked

  Scenario: NVDA announces no state on an action button
    Given NVDA is on
    And NVDA focus is on the Print receipt button
    Then NVDA announces no state

  Scenario: NVDA announces the role of a control styled as a button
    Given NVDA is on
    And NVDA focus is on the Track order control
    Then NVDA announces the role "button"

  Scenario: NVDA reads a field and its label in one focus stop
    Given NVDA is on
    Then NVDA reads the Coupon code control in one focus stop

  Scenario: A message that offers an action is still shown a while later
    Given keyboard focus is on the Archive order button
    When I press Enter
    Then the Undo button is still shown after 3 seconds

  Scenario: NVDA announces the message of an archived order
    Given NVDA is on
    And keyboard focus is on the Archive order button
    When I press Enter
    Then NVDA announces "Order archived"

  Scenario: Keyboard focus stays inside the open Feedback dialog
    Given keyboard focus is on the Give feedback button
    When I press Enter
    And I press Tab past the last element in the Feedback dialog
    Then keyboard focus stays inside the Feedback dialog

  Scenario: NVDA focus returns to the Give feedback button when the Thanks dialog closes
    Given NVDA is on
    And keyboard focus is on the Give feedback button
    When I press Enter
    And I press Tab
    And I press Enter
    And I press Enter
    Then NVDA focus returns to the Give feedback button

  Scenario: The page shows its cookie settings link
    Given the app shows the Cookie settings link

  Scenario: NVDA focus starts on the Your orders heading
    Given NVDA is on
    And NVDA focus is on the Your orders heading
    Then NVDA announces the role "heading"

  Scenario: The order history link is there to look at
    When I look at the Order history link
    Then the Order history link is still shown after 1 seconds

  Scenario: Opening the Order details button shows the details
    When I open the Order details button
    Then the Order details button activates

  Scenario: A disclosure closes again from its own button
    Given keyboard focus is on the Show delivery times button
    When I press Enter
    And I close the Show delivery times button
    Then the Show delivery times button collapses

  Scenario: NVDA never reads the delivery times while they are hidden
    Given NVDA is on
    Then NVDA focus never lands on the Delivery times heading

  Scenario: NVDA focus moves to the Help centre link on request
    Given NVDA is on
    When I move NVDA focus to the Help centre link
    Then NVDA announces the role "link"

  Scenario: A hint passes where neither role word does
    Given NVDA focus is on the Archive order button
    Then NVDA announces the role "link", "visited link" or a hint starting with "Moves the order"

  Scenario: NVDA announces the new value of the Volume slider
    Given NVDA is on
    And NVDA focus is on the Volume slider
    When I swipe up
    Then NVDA announces the value "41"

  Scenario: NVDA focus stays on the Volume slider as it moves
    Given NVDA is on
    And NVDA focus is on the Volume slider
    When I swipe up
    Then NVDA focus stays on the Volume slider

  Scenario: Ticking a checkbox leaves keyboard focus on it
    Given keyboard focus is on the Subscribe checkbox
    When I press Space
    Then keyboard focus stays on the Subscribe checkbox

  Scenario: A rating is chosen in its group
    Given "5 stars" is chosen in the Rating group
    Then the 5 stars radio button stays checked

  Scenario: A swipe from the archive note reaches the button it describes
    Given NVDA is on
    And NVDA focus is on the archive note
    When I swipe right
    Then NVDA focus moves to the Archive order button

  Scenario: A double tap activates the Reorder button
    Given NVDA is on
    And NVDA focus is on the Reorder button
    When I double tap
    Then the Reorder button activates

  Scenario: A double tap activates the Reorder button
    Given NVDA is on
    And NVDA focus is on the Reorder button
    When I double tap
    Then the Reorder button activates
