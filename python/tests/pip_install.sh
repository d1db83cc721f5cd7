#!/usr/bin/env bash
# pip_install.sh PYTHON SOURCE_DIR WORK_DIR: installs the package as
# python/README.md says (a venv with --system-site-packages, then
# `pip install --no-build-isolation ./python`, offline), from a copy of
# the repository's python/, src/ and include/ (pip builds in the tree it
# is given: the source tree stays clean), and plays a game with it.
# Exit 77 (skipped) when the interpreter has no venv or pip.
set -euo pipefail
py=$1 src=$2 work=$3
rm -rf "$work"
mkdir -p "$work/repo"
cp -r "$src/python" "$src/src" "$src/include" "$work/repo/"
rm -rf "$work/repo/python/build" "$work/repo/python/"*.egg-info
if ! "$py" -m venv --system-site-packages "$work/venv" >/dev/null 2>&1; then
    echo "pip_install.sh: $py has no venv module (python3-venv): skipped"
    exit 77
fi
if ! "$work/venv/bin/python" -m pip --version >/dev/null 2>&1; then
    echo "pip_install.sh: no pip in the venv (python3-pip): skipped"
    exit 77
fi
cd "$work"
# COUP_BUNDLED: the sources are compiled in, whatever libcoup is installed.
env -u COUP_PREFIX COUP_BUNDLED=1 PIP_NO_INDEX=1 \
    "$work/venv/bin/python" -m pip install --no-build-isolation -q ./repo/python
"$work/venv/bin/python" - <<'PY'
import coup, numpy as np
from importlib.metadata import version
assert "venv" in coup.__file__, coup.__file__
# the installed metadata's version is the package's (coup/_version.py)
assert version("coup") == coup.__version__, (version("coup"), coup.__version__)
e = coup.env(players=3)
e.reset(seed=1)
for agent in e.agent_iter():
    obs, _, term, trunc, _ = e.last()
    e.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
print("pip install: ok,", coup.__file__)
PY
