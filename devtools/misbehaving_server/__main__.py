"""python -m devtools.misbehaving_server: serves until interrupted (see the package's docstring)."""

from .server import main

main()
