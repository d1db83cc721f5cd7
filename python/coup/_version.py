"""The package's version: the one place the Python package keeps it
(pyproject.toml reads it from here). It is the project's version, the
VERSION of project() in the repository's CMakeLists.txt, and a test
(python/tests/test_api.py) checks that the two agree."""

__version__ = "0.1.0"
