"""The parser fuzzing of ``tests/unit/test_fuzz.py`` at a large size.

CI runs each property with a few dozen derandomised examples; this runs them
with many random ones (and the CPU bound of the tests) and prints how many
examples ran and what failed. Hypothesis prints a reproducer for a failure.

    python benchmarks/fuzz.py [--examples 5000] [--cpu-bound 10]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=5000, help="examples per property")
    parser.add_argument("--cpu-bound", type=float, default=10.0, help="CPU seconds one parser call may take")
    args = parser.parse_args()
    env = {
        **os.environ,
        "HIDDENWEB_FUZZ_EXAMPLES": str(args.examples),
        "HIDDENWEB_FUZZ_RANDOM": "1",
        "HIDDENWEB_FUZZ_CPU_BOUND": str(args.cpu_bound),
    }
    start = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--timeout",
            "0",
            "--hypothesis-show-statistics",
            "tests/unit/test_fuzz.py",
        ],
        cwd=ROOT,
        env=env,
    )
    print(
        f"fuzz: {args.examples} examples per property, CPU bound {args.cpu_bound} s, "
        f"{time.monotonic() - start:.0f} s, exit {done.returncode}"
    )
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
