"""What a room of ``make class`` costs in memory: the kernels of students' pages.

Starts ``make class``'s two servers (``python -m cardlab.classroom_server`` on 127.0.0.1,
a class database in a temporary folder), creates a Comrade class, then opens ``PAGES``
student pages on the students' door in chromium (each its own context), types a name
and joins: every page's kernel has its table, widgets and class store. Prints the
memory of every kernel (RSS, and PSS: shared pages counted once), of the two servers,
and what a laptop with 8 GB holds at that size (2 GB left to the system, the browser
and the servers).

    .venv/bin/python benchmarks/room_kernels.py [pages]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

from _common import kernel_memory, report

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, ClassDoors

LAPTOP_MB, KEPT_MB = 8192, 2048


def process_rss(pid: int) -> float:
    """RSS (MB) of one process."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def servers_rss(launcher: int) -> float:
    """RSS (MB) of the launcher's two server processes (its children)."""
    children = Path(f"/proc/{launcher}/task/{launcher}/children").read_text().split()
    return sum(process_rss(int(c)) for c in children)


def main(pages: int = 10) -> None:
    from playwright.sync_api import sync_playwright

    from cardlab.classroom import ClassStore

    with tempfile.TemporaryDirectory(prefix="cardlab-room-bench-") as folder:
        db = Path(folder) / "classes.sqlite"
        os.environ["CARDLAB_CLASS_DB"] = str(db)
        ClassStore(db).create("bench", "comrade", players=3, seeds=[7])
        doors = ClassDoors(db, max_kernels=pages + 10)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
                for i in range(pages):
                    page = browser.new_context().new_page()
                    page.goto(doors.student_url("comrade", "class=bench&lang=en"),
                              wait_until="domcontentloaded")
                    page.locator(".cb-student-name input").fill(f"student{i}")
                    page.locator(".cb-join").click()
                    page.locator(".cardlab-table [data-action]").first.wait_for(
                        timeout=180_000)
                rss, pss = kernel_memory(), kernel_memory("Pss")
                servers = servers_rss(doors.proc.pid)
                browser.close()
        finally:
            doors.stop()
    worst = max(rss)
    report(f"make class: {pages} students' pages open, kernel memory", {
        "kernels": len(rss),
        "kernel_rss_median_mb": statistics.median(rss),
        "kernel_rss_max_mb": worst,
        "kernel_pss_median_mb": statistics.median(pss),
        "servers_rss_mb": servers,
        "kernels_in_8gb_by_rss": int((LAPTOP_MB - KEPT_MB - servers) // worst),
        "kernels_in_8gb_by_pss": int((LAPTOP_MB - KEPT_MB - servers)
                                     // statistics.median(pss)),
    })
    print("kernel RSS (MB):", ", ".join(f"{m:.0f}" for m in rss))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
