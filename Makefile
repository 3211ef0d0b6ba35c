# The README's commands. Each installs what it needs first (scripts/setup.sh).
.PHONY: serve test bench size fuzz setup

serve:
	scripts/serve.sh

test:
	scripts/test.sh

bench:
	scripts/bench.sh

size:
	scripts/size-report.sh

# make fuzz SECONDS=60: every fuzz target for SECONDS each, one after another, on one core.
fuzz:
	scripts/fuzz.sh $(or $(SECONDS),60)

setup:
	scripts/setup.sh --browser
