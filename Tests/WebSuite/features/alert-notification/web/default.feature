# Written by hand in the vocabulary's phrases, for a component the built-in catalog has no web
# features of yet; the suite uses the catalog's features as soon as it has them.
@a11y @component:alert-notification @platform:web @experience:default
Feature: Alert on the web

  Background:
    Given the browser shows the Save button

  @automatable
  Scenario Outline: <screenReader> announces the alert without a focus move
    Given <screenReader> is on
    And keyboard focus is on the Save button
    When I press Enter
    Then <screenReader> announces "Changes saved"
    And <screenReader> focus stays on the Save button

    Examples:
      | screenReader |
      | NVDA         |
      | JAWS         |
