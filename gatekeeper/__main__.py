from gatekeeper.cli import main

main()
