"""``python -m cardlab.classroom``: the class store's command line (:mod:`.cli`)."""

import sys

from cardlab.classroom.cli import main

if __name__ == "__main__":
    sys.exit(main())
