  # before everything
@feature   @a11y
  # between tags and feature
Feature:    Comments everywhere   
    A description
  # inside the description
      with an indented line

  # before the background
  Background:
    # before a step
    Given a state
      | a | b |
      # between rows
      | c | d |
    # after the table

  @one
  # between tag and scenario
  Scenario: first
    When I act
      """json
      {"a": 1}
      # not a comment: inside a doc string
      """
  # before the rule
  @rule-tag
  Rule: a rule
  Background: rule background
    Given a rule state
  Scenario Outline: outline <x>
    Then <x> happens
    # before examples
    @ex
    Examples: first
      | x |
      # inside examples
      | 1 |
    Examples:
      Some text about the examples
      | x |
      | 2 |
# at the end
   # indented at the end
