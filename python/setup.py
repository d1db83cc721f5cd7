"""Builds the package `coup` and its extension module coup._coup.

libcoup comes from, in this order:
  1. COUP_PREFIX (an install prefix of libcoup: include/ and lib/), or
     pkg-config's `coup` (an installed libcoup-dev): linked as a shared
     library, as a Debian package of the binding would be built;
  2. else (or with COUP_BUNDLED=1) the repository around python/: the engine, record, bots and
     arena sources are compiled into the extension itself, so that
     `pip install --no-build-isolation ./python` works from a fresh clone.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GLUE = sorted(glob.glob(os.path.join("src", "*.c")))


def pkg_config() -> dict | None:
    if os.environ.get("COUP_BUNDLED"):
        return None
    prefix = os.environ.get("COUP_PREFIX")
    if prefix:
        libdirs = [d for d in glob.glob(os.path.join(prefix, "lib*"))
                   + glob.glob(os.path.join(prefix, "lib", "*-linux-gnu"))
                   if glob.glob(os.path.join(d, "libcoup.so*"))]
        return {"include_dirs": [os.path.join(prefix, "include")],
                "library_dirs": libdirs, "runtime_library_dirs": libdirs,
                "libraries": ["coup"]}
    if not shutil.which("pkg-config"):
        return None
    try:
        cflags = subprocess.run(["pkg-config", "--cflags", "coup"], check=True,
                                capture_output=True, text=True).stdout.split()
        libs = subprocess.run(["pkg-config", "--libs", "coup"], check=True,
                              capture_output=True, text=True).stdout.split()
    except subprocess.CalledProcessError:
        return None
    return {"include_dirs": [f[2:] for f in cflags if f.startswith("-I")],
            "library_dirs": [f[2:] for f in libs if f.startswith("-L")],
            "libraries": [f[2:] for f in libs if f.startswith("-l")]}


def bundled() -> dict:
    layers = ("engine", "record", "bots", "arena")
    sources = []
    for layer in layers:
        sources += sorted(glob.glob(os.path.join(ROOT, "src", layer, "*.c")))
    if not sources:
        raise SystemExit("setup.py: no libcoup: install it (pkg-config coup), "
                         "set COUP_PREFIX, or build from the repository")
    return {"sources": [os.path.relpath(s, HERE) for s in sources],
            "include_dirs": [os.path.join(ROOT, "include"),
                             os.path.join(ROOT, "src")],
            "libraries": ["m"],
            "extra_compile_args": ["-std=c11", "-fno-jump-tables"]}


def extension() -> Extension:
    how = pkg_config() or bundled()
    sources = GLUE + how.pop("sources", [])
    args = how.pop("extra_compile_args", ["-std=c11"])
    return Extension("coup._coup", sources=sources,
                     extra_compile_args=args + ["-O2", "-pthread"],
                     extra_link_args=["-pthread"], **how)


setup(ext_modules=[extension()])
