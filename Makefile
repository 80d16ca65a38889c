# Every target runs on a fresh clone: the Swift toolchain is the only requirement.
SWIFT ?= swift
PREFIX ?= /usr/local
SOURCES := Package.swift Sources Tests Scripts Fuzz
BIN := .build/release/a11y-gherkin
GHERKIN_LANGUAGES ?= ../shared/testdata/gherkin/gherkin-languages.json
FUZZ_SECONDS ?= 60
TARGET ?=

.PHONY: build test test-web test-runners test-python wheel features bench lint lint-python format install embed languages fuzz

# The release binary carries the Swift runtime (statically linked): it runs where no Swift
# toolchain is installed and starts in about half the time, for a larger file. On Linux it is
# a static executable: no dynamic loader, no libraries to find and no addresses to relocate
# at start (`--version` in 2 ms instead of 5). The link prints glibc's warnings that the
# user-database and dlopen functions CoreFoundation refers to would load the system's shared
# libraries if called; no path the tool reads goes through them (it expands no `~`).
RELEASE := -c release --static-swift-stdlib
ifeq ($(shell uname -s),Linux)
RELEASE += -Xswiftc -static-executable
endif

## build: the release binary at .build/release/a11y-gherkin
build:
	$(SWIFT) build $(RELEASE) --product a11y-gherkin

## test: every Swift test, conformance suites included (read from ../shared/testdata)
test:
	@echo "make test: the Swift tests only; the web step library's are make test-python and make test-web"
	$(SWIFT) test

## test-python: the web step library's unit tests (pytest, no browser), with ruff and mypy
# pytest exits with 5 when it collects no test, which fails the target like a failing test.
PYTHON_VENV := .build/python/venv
test-python: $(PYTHON_VENV)/installed
	cd Python && ../$(PYTHON_VENV)/bin/python -m pytest -p no:cacheprovider

## wheel: the web step library as a wheel in .build/python/dist, to pip install pinned by version
wheel: $(PYTHON_VENV)/installed
	rm -rf .build/python/dist Python/build Python/a11y_web.egg-info
	$(PYTHON_VENV)/bin/python -m build --wheel --no-isolation --outdir .build/python/dist Python
	rm -rf Python/build Python/a11y_web.egg-info
	@ls .build/python/dist/*.whl

# The tools' virtual environment, made again when their pinned versions change.
$(PYTHON_VENV)/installed: Python/requirements-dev.txt
	rm -rf $(PYTHON_VENV)
	$(PYTHON) -m venv $(PYTHON_VENV)
	$(PYTHON_VENV)/bin/pip install --quiet --disable-pip-version-check -r Python/requirements-dev.txt
	touch $@

## test-web: the web step library in a browser: generates the web features of the built-in
## catalog, exports the behave-playwright library and runs it against the fixture pages
## (Tests/WebFixtures) with the system's Chromium (CHROMIUM=path to name another)
# The binary just built is called directly: each `swift run` would plan the build again.
WEB_SUITE := .build/web-suite
PYTHON ?= python3
CHROMIUM ?= $(shell command -v chromium || command -v chromium-browser || command -v google-chrome)
test-web: $(WEB_SUITE)/venv/installed
	@test -n "$(CHROMIUM)" || { echo "test-web: no Chromium found; install Debian's chromium package or set CHROMIUM=path"; exit 2; }
	$(SWIFT) build --product a11y-gherkin
	rm -rf $(WEB_SUITE)/features $(WEB_SUITE)/steps
	bin="$$($(SWIFT) build --show-bin-path)/a11y-gherkin" && \
		"$$bin" generate --platform web --no-index --out $(WEB_SUITE)/features && \
		"$$bin" steps export --runner behave-playwright --out $(WEB_SUITE)/steps >/dev/null
	$(WEB_SUITE)/venv/bin/python Tests/WebSuite/run_web_suite.py --features $(WEB_SUITE)/features \
		--steps $(WEB_SUITE)/steps --fixtures Tests/WebFixtures --work $(WEB_SUITE)/run \
		--chromium "$(CHROMIUM)"

## test-runners: behave defines every generated step: a dry run of the whole catalog with the
## exported behave skeletons, and of the web features with the behave-playwright library
test-runners: $(WEB_SUITE)/venv/installed
	$(SWIFT) build --product a11y-gherkin
	$(WEB_SUITE)/venv/bin/python Tests/WebSuite/dry_run_runners.py \
		--tool "$$($(SWIFT) build --show-bin-path)/a11y-gherkin" \
		--behave $(WEB_SUITE)/venv/bin/behave --work .build/runner-dry-run

# The virtual environment, made again when the pinned requirements change.
$(WEB_SUITE)/venv/installed: Tests/WebSuite/requirements.txt
	rm -rf $(WEB_SUITE)/venv
	$(PYTHON) -m venv $(WEB_SUITE)/venv
	$(WEB_SUITE)/venv/bin/pip install --quiet --disable-pip-version-check -r Tests/WebSuite/requirements.txt
	touch $@

## features: generate features/ from the built-in catalog (the committed, checked output)
features:
	$(SWIFT) run a11y-gherkin generate

## bench: throughput and timing figures beside their goals, release build
## (GHERKIN_C=path/to/gherkin also times the official C parser on the same files)
bench:
	$(SWIFT) build $(RELEASE) --product a11y-gherkin
	$(SWIFT) build $(RELEASE) --product Benchmarks
	.build/release/Benchmarks

## fuzz: build the libFuzzer targets and run each for FUZZ_SECONDS (one with TARGET=gherkin)
fuzz:
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) Scripts/fuzz.sh $(TARGET)

## lint: the toolchain's swift format, and lint-python, as CI runs them
lint: lint-python
	$(SWIFT) format lint --strict --recursive $(SOURCES)

## lint-python: ruff, ruff format --check and mypy over the web step library, its tests, the
## browser suite's scripts (Tests/WebSuite) and the phrase files the export writes beside it
# One mypy run: the browser suite imports a11y_web from its run's copy, checked here against
# Python/a11y_web beside it.
PYTHON_EXPORT := .build/python/export
PYTHON_LINTED := Python Tests/WebSuite $(PYTHON_EXPORT)
lint-python: $(PYTHON_VENV)/installed
	$(SWIFT) build --product a11y-gherkin
	rm -rf $(PYTHON_EXPORT)
	"$$($(SWIFT) build --show-bin-path)/a11y-gherkin" steps export --runner behave-playwright \
		--out $(PYTHON_EXPORT) >/dev/null
	$(PYTHON_VENV)/bin/ruff check --config Python/pyproject.toml $(PYTHON_LINTED)
	$(PYTHON_VENV)/bin/ruff format --check --config Python/pyproject.toml $(PYTHON_LINTED)
	$(PYTHON_VENV)/bin/mypy --config-file Python/pyproject.toml Python/a11y_web Python/tests \
		Tests/WebSuite
	cd $(PYTHON_EXPORT) && ../venv/bin/mypy --config-file ../../../Python/pyproject.toml .

## format: rewrite sources in the project's style
format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

## install: copy the binary to $(PREFIX)/bin
install: build
	install -d "$(PREFIX)/bin"
	install -m 755 $(BIN) "$(PREFIX)/bin/a11y-gherkin"

## embed: regenerate the Swift sources that carry Catalog/ and Templates/ inside the binary,
## and the summary `list` prints of the built-in catalog (made by listing the exported catalog)
LISTING := .build/listing
embed:
	$(SWIFT) Scripts/embed-files.swift Sources/A11yCriteria/BuiltIn/BuiltInCatalog+Files.swift BuiltInCatalog Catalog/*.json
	$(SWIFT) Scripts/embed-files.swift Sources/FeatureGenerator/Templates/DefaultTemplates+Files.swift DefaultTemplates Templates/*.mustache
	$(SWIFT) Scripts/embed-files.swift Sources/FeatureGenerator/Steps/WebStepLibrary+Files.swift WebStepLibrary Python/a11y_web/*.py Python/a11y_web/py.typed
	rm -rf $(LISTING) && mkdir -p $(LISTING)
	$(SWIFT) run a11y-gherkin criteria export $(LISTING)/criteria > /dev/null
	$(SWIFT) run a11y-gherkin list --criteria $(LISTING)/criteria > $(LISTING)/list.txt
	$(SWIFT) Scripts/embed-files.swift Sources/A11yGherkinCLI/Commands/BuiltInListing+Files.swift BuiltInListing $(LISTING)/list.txt

## languages: regenerate the Gherkin keyword table from the official gherkin-languages.json
languages:
	$(SWIFT) Scripts/generate-gherkin-languages.swift $(GHERKIN_LANGUAGES) \
		> Sources/Gherkin/Languages/GherkinLanguages+Table.swift.tmp
	mv Sources/Gherkin/Languages/GherkinLanguages+Table.swift.tmp \
		Sources/Gherkin/Languages/GherkinLanguages+Table.swift
