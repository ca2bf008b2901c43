#!/usr/bin/env bash
# "Green every time" (README, Testing): `make test` RUNS times (default 5) with a process
# keeping one of the two cores busy (the hog), then RUNS times without; one line per run:
# PASS or FAIL, its time, and the tests that failed. Each run's output is kept in a folder
# named at the end; a run's line also gives how busy the cores were (user and system time
# over the run) and the time the VM's host took from them (steal: then the VM runs slower).
# Run from anywhere:  benchmarks/five_runs.sh [RUNS] [ORDER]
# ORDER: the halves and their order, "hog quiet" (the default) or "quiet hog"; one of them
# alone ("quiet") runs only that half.
set -u
runs=${1:-5}
order=${2:-hog quiet}
for mode in $order; do
  case $mode in hog|quiet) ;; *) echo "five_runs.sh: '$mode' is not a half (hog or quiet)" >&2; exit 2;; esac
done
cd "$(dirname "$0")/.."
logs=$(mktemp -d "${TMPDIR:-/tmp}/cardlab-five-runs-XXXXXX")
hog=
stop_hog() { [ -n "$hog" ] && kill "$hog" 2>/dev/null; hog=; }
# Ctrl-C ends the check (not just the run under way: pytest gets it too, stops its servers,
# and the next run does not start); a TERM to this script alone ends it after that run
trap stop_hog EXIT
trap 'exit 130' INT TERM
failed=0
# the CPU jiffies of /proc/stat's first line: busy (user, nice, system, irq, softirq),
# steal and all, as "busy steal total"
cpu() { awk '/^cpu /{print $2+$3+$4+$7+$8, $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat; }
for mode in $order; do
  if [ "$mode" = hog ]; then python3 -c "while True: pass" & hog=$!; else stop_hog; fi
  for i in $(seq 1 "$runs"); do
    log="$logs/$mode-$i.log"
    start=$(date +%s); read -r b0 s0 t0 < <(cpu)
    if make test >"$log" 2>&1; then verdict=PASS; else verdict=FAIL; failed=$((failed + 1)); fi
    took=$(( $(date +%s) - start )); read -r b1 s1 t1 < <(cpu)
    total=$(( t1 - t0 > 0 ? t1 - t0 : 1 ))
    printf '%-5s run %d: %s in %dm%02ds (load %s; cores busy %d %%, stolen %d %%)\n' \
      "$mode" "$i" "$verdict" $((took / 60)) $((took % 60)) \
      "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" $(( 100 * (b1 - b0) / total )) \
      $(( 100 * (s1 - s0) / total ))
    [ "$verdict" = FAIL ] && grep -E '^(FAILED|ERROR) ' "$log" | sed 's/^/    /'
  done
done
echo "$failed of $((runs * $(wc -w <<<"$order"))) runs failed; logs in $logs"
[ "$failed" -eq 0 ]
