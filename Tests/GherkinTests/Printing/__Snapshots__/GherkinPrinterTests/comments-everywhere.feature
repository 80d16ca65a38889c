  # before everything
  # between tags and feature
@feature @a11y
Feature: Comments everywhere
    A description
      with an indented line
  # inside the description
  # before the background

  Background:
    # before a step
    Given a state
      | a | b |
      | c | d |
      # between rows
    # after the table
  # between tag and scenario

  @one
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
        | 1 |
      # inside examples

      Examples:
      Some text about the examples
        | x |
        | 2 |
# at the end
   # indented at the end
