"""Pure rules engines for the referee service: no HTTP, no I/O."""
