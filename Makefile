# The two commands of the README: `make demo` and `make check`. Both install what is
# missing (scripts/setup.sh), configure with CMake + Ninja, and build.
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: all setup build demo check clean

all: build

setup:
	@bash scripts/setup.sh

build: setup
	@test -f $(BUILD)/build.ninja || cmake -G Ninja -S . -B $(BUILD)
	@cmake --build $(BUILD)

demo: build
	@bash scripts/demo.sh $(BUILD)

check: build
	@cd $(BUILD) && ctest -j$(JOBS) --output-on-failure

clean:
	rm -rf $(BUILD)
