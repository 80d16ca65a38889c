# Every target runs on a fresh clone: the Swift toolchain is the only requirement.
SWIFT ?= swift
PREFIX ?= /usr/local
SOURCES := Package.swift Sources Tests
GHERKIN_LANGUAGES ?= ../shared/testdata/gherkin/gherkin-languages.json

.PHONY: build test bench lint format languages

build:
	$(SWIFT) build -c release

test:
	$(SWIFT) test

bench:
	$(SWIFT) run -c release Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

# Regenerates the Gherkin keyword table from the official gherkin-languages.json.
languages:
	$(SWIFT) Scripts/generate-gherkin-languages.swift $(GHERKIN_LANGUAGES) \
		> Sources/Gherkin/Languages/GherkinLanguages+Table.swift.tmp
	mv Sources/Gherkin/Languages/GherkinLanguages+Table.swift.tmp \
		Sources/Gherkin/Languages/GherkinLanguages+Table.swift
