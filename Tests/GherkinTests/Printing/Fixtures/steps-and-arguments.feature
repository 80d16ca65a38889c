Feature: Steps and arguments
Scenario: both arguments, table first
* a step with both
| id | name |
|1|bob|
"""
hello
"""
And a step with a table whose last column is numeric
	| name	| value |
	| pi	| 3.14159 |
	| e	| 2.71828 |
	| n/a	| NaN |
But a doc string with odd content
  ```text
    indented more
  less indented
  ``\` not a delimiter
  \`\`\` escaped
  ```

Scenario: unicode
  Given 日本語のテキスト
    | 名前 | 値 |
    | テスト | １２ |
    | ø | ✓ |
  Then an empty cell
    ||x|
    |y||
