#!/usr/bin/env bash
# Sourced by the test and benchmark scripts: a private Python virtual environment for the
# interoperability checks, in .build/python-venv (never pip into the system Python). Creates it
# on first use (installing python3-venv on Debian when the system lacks it) and installs the
# pinned packages once. Sets $PYTHON to its interpreter.
venv="${SEMESTERCAL_VENV:-$PWD/.build/python-venv}"
if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c 'import ensurepip' 2>/dev/null; then
        echo "== installing python3-venv (Debian)"
        sudo=""
        if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-venv
    fi
    echo "== creating the Python environment $venv"
    rm -rf "$venv"
    python3 -m venv "$venv"
fi
PYTHON="$venv/bin/python"
# vobject: check_constructs.py reads each VTIMEZONE as Radicale (a CalDAV server built on it) does.
if ! "$PYTHON" -c 'import icalendar, recurring_ical_events, dateutil, vobject' 2>/dev/null; then
    echo "== installing icalendar, recurring-ical-events, python-dateutil and vobject into $venv (PyPI)"
    "$PYTHON" -m pip install --quiet --disable-pip-version-check \
        'icalendar>=6,<8' 'recurring-ical-events>=3,<4' 'python-dateutil>=2.8' 'vobject>=0.9.6,<1'
fi
export PYTHON
