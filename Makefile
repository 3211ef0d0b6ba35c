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

setup:
	scripts/setup.sh --browser
