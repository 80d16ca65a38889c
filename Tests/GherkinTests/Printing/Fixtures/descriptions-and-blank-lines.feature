


Feature: Blank lines


  Line one of the description

  Line three, after a blank line



  Scenario: no steps



  Scenario: description only
    Just text.

  Scenario: steps after blank lines


    Given a step


    Then another
