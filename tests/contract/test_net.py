"""The ports the tests choose for their servers (tests/support/net.py): never one the
system hands out on its own, where the kernels that still use TCP get theirs."""

from __future__ import annotations

import random
import socket

import pytest

from tests.support import net


def test_a_test_servers_port_is_never_one_the_system_hands_out() -> None:
    low, high = net.ephemeral_ports()
    ports = [net.free_port() for _ in range(300)]
    assert all(1024 <= port < low for port in ports), sorted(p for p in ports if p >= low)
    assert len(set(ports)) > 250  # picked at random, not the same few again and again
    with socket.socket() as s:  # what a kernel manager is given when it asks for any port
        s.bind(("127.0.0.1", 0))
        assert low <= s.getsockname()[1] <= high


def test_the_pick_does_not_follow_the_random_modules_seed() -> None:
    """pytest-randomly seeds ``random`` alike in every xdist process: ports picked with it
    would be the same in each."""
    random.seed(7)
    first = [net.free_port() for _ in range(5)]
    random.seed(7)
    assert [net.free_port() for _ in range(5)] != first


def test_a_taken_port_is_passed_over(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        taken = held.getsockname()[1]
        with socket.socket() as spare:  # a port free when the test starts
            spare.bind(("127.0.0.1", 0))
            free = spare.getsockname()[1]
        tries = iter([taken, taken, free])

        class Picks:
            def randrange(self, first: int, last: int) -> int:
                return next(tries)

        monkeypatch.setattr(net, "_PICK", Picks())
        monkeypatch.setattr(net, "ephemeral_ports", lambda: (65000, 65535))
        port = net.free_port()
        assert port == free and next(tries, None) is None  # the third pick was taken


def test_without_room_below_the_range_any_free_port_will_do(
        monkeypatch: pytest.MonkeyPatch) -> None:
    low, high = net.ephemeral_ports()
    monkeypatch.setattr(net, "ephemeral_ports", lambda: (1500, 65000))
    port = net.free_port()  # fewer than 1,000 below 1500: the system chooses
    assert low <= port <= high
    with socket.socket() as s:
        s.bind(("127.0.0.1", port))  # and it is free
