"""The commands other than `check`: one module each, called by the CLI with parsed options.

Each module's `run(...)` does the work and returns the exit code (0 fine, 1 the command found
problems, 2 input or configuration errors, raised as InputError and turned into exit 2 by the
CLI). The CLI only parses arguments; nothing here parses the command line.
"""
