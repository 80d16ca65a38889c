# Every target runs on a fresh clone: the Swift toolchain is the only requirement.
SWIFT ?= swift
PREFIX ?= /usr/local
SOURCES := Package.swift Sources Tests

.PHONY: build test bench lint format

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
