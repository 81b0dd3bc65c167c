"""Benchmarks of the table server (docs/network.md states today's figures).

    python tools/net_bench.py loopback [--players 4] [--level simple] [--seed 1]
    python tools/net_bench.py scale [--tables 200] [--think 0.5] [--seconds 60]
    python tools/net_bench.py faults [--games 100] [--at-once 10] [--seed 1]
    python tools/net_bench.py hostile [--messages 5000] [--seed 1]
    python tools/net_bench.py computers [--level hard] [--tables 10] [--seconds 30]

``loopback`` plays a whole game with one networked bot client per seat against a
``powergrid serve`` process and checks that it ends at the same final position as
the same bots with the same seeds at one local table, and as the record's actions
replayed locally. ``scale`` seats ``--tables`` tables of four bot clients on one
server process and, while they play (``--think`` seconds before each action),
measures each action's round trip and the server's memory per table. ``faults``
plays games while clients are cut off and come back at random moments and the server
process is killed (SIGKILL) and started again; a game is lost when it does not end,
diverged when its record does not replay or a client's last view differs from it.
``hostile`` runs the hostile client's hypothesis campaign (``tests/net``) in one server.
``computers`` measures a person's round trip at tables whose other seats the server's
computers play.

Each prints JSON; exit status 1 when a must-be-zero count is not zero.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from powergrid.ai import bot_for, make_bot  # noqa: E402
from powergrid.levels import find, without_guards  # noqa: E402
from powergrid.net.botclient import play_seat  # noqa: E402
from powergrid.net.client import Client, NetError  # noqa: E402
from powergrid.net.protocol import TableInfo, TableSettings, Update, decode_server  # noqa: E402
from powergrid.rules import Game, GameConfig, save  # noqa: E402
from powergrid.stats import percentile  # noqa: E402

# ----- a server process ---------------------------------------------------------------


class ServerProcess:
    """``powergrid serve`` in a process of its own, on a free loopback port."""

    def __init__(self, data: Path, port: int = 0, rate: int = 100_000, nice: int = 0) -> None:
        self.data = data
        self.rate = rate
        self.port = port
        self.nice = nice
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        command = [
            sys.executable,
            "-m",
            "powergrid.cli.main",
            "serve",
            "--port",
            str(self.port),
            "--data",
            str(self.data),
            "--rate",
            str(self.rate),
            "--max-per-address",
            "0",
            "--max-tables",
            "5000",
            "--max-connections",
            "20000",
            "--quiet",
        ]
        self.proc = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=sys.stderr,
            text=True,
            cwd=ROOT,
            preexec_fn=(lambda: os.nice(self.nice)) if self.nice else None,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        match = re.search(r":(\d+) ", line)
        if not match:
            raise RuntimeError(f"the server did not start: {line!r}")
        self.port = int(match.group(1))

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no goodbye, nothing flushed but what was written."""
        if self.proc is not None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)

    def rss_kib(self) -> int:
        assert self.proc is not None
        status = Path(f"/proc/{self.proc.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+)", status).group(1))  # type: ignore[union-attr]

    def cpu_seconds(self) -> float:
        assert self.proc is not None
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class LoadClient(Client):
    """A client of the scale benchmark's load: it reads messages without checking them
    against the protocol (the probe's clients check everything), so that the load's
    own work takes less of the machine the server and the probe share."""

    def _decode(self, text: str | bytes) -> Any:
        data = json.loads(text)
        if data.get("type") == "update":
            info = TableInfo.model_construct(**data.pop("info"))
            return Update.model_construct(**data, info=info)
        return decode_server(text)


def _settings(players: int) -> TableSettings:
    return TableSettings(title="Bench", config=GameConfig.quick(players))


async def _seat_table(
    url: str, players: int, kind: type[Client] = Client
) -> tuple[str, list[Client], list[str]]:
    """A table with one connected client per seat: (table, clients, tokens)."""
    clients = [await kind.connect(url) for _ in range(players)]
    created = await clients[0].create(_settings(players))
    tokens = []
    for seat, client in enumerate(clients):
        tokens.append((await client.join(created.table, seat, created.code, f"Bot {seat}")).token)
    return created.table, clients, tokens


# ----- loopback -----------------------------------------------------------------------


def loopback(args: argparse.Namespace) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="pg-loopback-"))
    server = ServerProcess(data)
    server.start()
    seeds = [args.seed * 10 + i for i in range(args.players)]

    async def main() -> tuple[str, list[str], float]:
        table, clients, _ = await _seat_table(server.url, args.players)
        started = time.perf_counter()
        bots = [bot_for(without_guards(find(args.level).settings), s, args.level) for s in seeds]
        await asyncio.gather(*(play_seat(c, table, i, bots[i]) for i, c in enumerate(clients)))
        took = time.perf_counter() - started
        text = await clients[0].record(table)
        views = [c.state(table, i).digest() for i, c in enumerate(clients)]
        for c in clients:
            await c.close()
        return text, views, took

    try:
        text, views, took = asyncio.run(main())
    finally:
        server.stop()
    record = save.loads(text)
    local = Game(record.config, record.seed)
    bots = [bot_for(without_guards(find(args.level).settings), s, args.level) for s in seeds]
    while not local.state.is_terminal():
        local.apply(bots[local.state.current_player].choose(local.state))
    replayed = Game.from_log(record.config, record.seed, record.log)
    return {
        "players": args.players,
        "level": args.level,
        "actions": len(record.log),
        "seconds": round(took, 2),
        "networked_digest": record.state.digest(),
        "local_bots_digest": local.state.digest(),
        "replayed_digest": replayed.state.digest(),
        "equal": record.state.digest() == local.state.digest() == replayed.state.digest(),
        "client_views_equal": views == [local.state.view(i).digest() for i in range(args.players)],
    }


# ----- scale --------------------------------------------------------------------------


def scale(args: argparse.Namespace) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="pg-scale-"))
    server = ServerProcess(data, nice=args.nice)
    server.start()
    time.sleep(0.5)
    base_rss = server.rss_kib()
    trips: list[float] = []

    async def main() -> dict[str, Any]:
        tables = []
        for _ in range(args.tables):
            tables.append(await _seat_table(server.url, 4, LoadClient))
        seated_rss = server.rss_kib()
        cpu0 = server.cpu_seconds()
        started = time.perf_counter()
        tasks = [
            asyncio.create_task(
                play_seat(c, table, i, make_bot("simple", n * 4 + i), args.think, trips)
            )
            for n, (table, clients, _) in enumerate(tables)
            for i, c in enumerate(clients)
        ]
        probe = await asyncio.create_subprocess_exec(
            *(["nice", "-n", str(args.nice)] if args.nice else []),
            sys.executable,
            str(Path(__file__).resolve()),
            "probe",
            "--url",
            server.url,
            "--think",
            str(args.think),
            "--seconds",
            str(max(5.0, args.seconds - 5)),
            stdout=asyncio.subprocess.PIPE,
        )
        await asyncio.sleep(args.seconds)
        probed = json.loads((await probe.communicate())[0])
        playing_rss = server.rss_kib()
        cpu = server.cpu_seconds() - cpu0
        wall = time.perf_counter() - started
        finished = sum(t.done() for t in tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for _, clients, _ in tables:
            for c in clients:
                c.abort()
        return {
            "probe": probed,
            "seated_rss_kib": seated_rss,
            "playing_rss_kib": playing_rss,
            "server_cpu_share": round(cpu / wall, 2),
            "seconds": round(wall, 1),
            "seats_finished": finished,
        }

    try:
        result = asyncio.run(main())
    finally:
        server.stop()
    per_table = (result["playing_rss_kib"] - base_rss) / args.tables
    return {
        "tables": args.tables,
        "connections": args.tables * 4,
        "think_seconds": args.think,
        "niceness_of_server_and_probe": args.nice,
        "load_average_1min": os.getloadavg()[0],
        "actions": len(trips),
        "actions_per_second": round(len(trips) / result["seconds"], 1),
        "round_trip_ms": result["probe"],
        "round_trip_ms_in_the_load_process": _spread(trips),
        "server_rss_mib": {
            "empty": round(base_rss / 1024, 1),
            "seated": round(result["seated_rss_kib"] / 1024, 1),
            "playing": round(result["playing_rss_kib"] / 1024, 1),
        },
        "memory_per_table_kib": round(per_table),
        "server_cpu_share": result["server_cpu_share"],
        "seconds": result["seconds"],
    }


def _spread(seconds: list[float]) -> dict[str, float]:
    ms = sorted(t * 1000 for t in seconds)
    return {
        "actions": len(ms),
        "p50": round(percentile(ms, 0.5), 2),
        "p95": round(percentile(ms, 0.95), 2),
        "p99": round(percentile(ms, 0.99), 2),
        "max": round(ms[-1] if ms else 0.0, 2),
    }


def probe(args: argparse.Namespace) -> dict[str, Any]:
    """Round trips of a few tables' bot clients in a process of their own: the round
    trip a player's computer sees, without the load clients' own work in it."""
    trips: list[float] = []

    async def main() -> None:
        tables = [await _seat_table(args.url, 4) for _ in range(args.tables)]
        tasks = [
            asyncio.create_task(
                play_seat(c, table, i, make_bot("simple", 1000 + n * 4 + i), args.think, trips)
            )
            for n, (table, clients, _) in enumerate(tables)
            for i, c in enumerate(clients)
        ]
        await asyncio.sleep(args.seconds)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(main())
    return _spread(trips)


def computers(args: argparse.Namespace) -> dict[str, Any]:
    """Tables of one bot client and computer seats played by the server: the client's
    round trips while the computers think."""
    server = ServerProcess(Path(tempfile.mkdtemp(prefix="pg-computers-")))
    server.start()
    trips: list[float] = []

    async def main() -> float:
        tasks = []
        for n in range(args.tables):
            client = await Client.connect(server.url)
            config = GameConfig.quick(4)
            seats = tuple(
                s.model_copy(update={"controller": "human" if i == 0 else args.level})
                for i, s in enumerate(config.seats)
            )
            settings = TableSettings(
                title="Bench", config=config.model_copy(update={"seats": seats})
            )
            created = await client.create(settings)
            await client.join(created.table, 0, created.code, "Person")
            bot = make_bot("simple", n)
            tasks.append(asyncio.create_task(play_seat(client, created.table, 0, bot, 0.2, trips)))
        cpu0, started = server.cpu_seconds(), time.perf_counter()
        await asyncio.sleep(args.seconds)
        share = (server.cpu_seconds() - cpu0) / (time.perf_counter() - started)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return share

    try:
        share = asyncio.run(main())
    finally:
        server.stop()
    return {
        "tables": args.tables,
        "computer_level": args.level,
        "load_average_1min": os.getloadavg()[0],
        "round_trip_ms": _spread(trips),
        "server_main_process_cpu_share": round(share, 2),
    }


# ----- faults -------------------------------------------------------------------------


class Chaos:
    """Who to cut off next: the live clients of every game, and a random source."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.clients: dict[tuple[str, int], Client] = {}
        self.client_cuts = 0
        self.server_kills = 0


async def _resilient_seat(
    server: ServerProcess, table: str, seat: int, token: str, seed: int, chaos: Chaos
) -> str:
    """Play a seat through every cut and restart; the digest of its last view."""
    bot = make_bot("simple", seed)
    client: Client | None = None
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        try:
            if client is None or client.closed:
                client = await Client.connect(server.url, timeout=2)
                await client.resume(table, seat, token)
                chaos.clients[(table, seat)] = client
            update = await client.wait_turn(table, seat, timeout=10)
            if update.info.state == "over":
                digest = client.state(table, seat).digest()
                await client.close()
                return digest
            action = bot.choose(client.state(table, seat))
            await client.act(table, seat, action, moves=update.moves)
        except (NetError, TimeoutError, OSError):
            if client is not None:
                client.abort()
            client = None
            await asyncio.sleep(0.05)
    raise TimeoutError(f"table {table} seat {seat} did not finish")


def faults(args: argparse.Namespace) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="pg-faults-"))
    server = ServerProcess(data)
    server.start()
    rng = random.Random(args.seed)
    chaos = Chaos(rng)
    outcomes: list[str] = []

    async def one_game(index: int) -> None:
        players = rng.choice([2, 3, 4])
        while True:
            try:
                table, clients, tokens = await _seat_table(server.url, players)
                break
            except NetError:
                await asyncio.sleep(0.2)  # the server is down: come back
        for c in clients:
            c.abort()
        seats = [
            _resilient_seat(server, table, s, tokens[s], index * 10 + s, chaos)
            for s in range(players)
        ]
        try:
            views = await asyncio.gather(*seats)
        except Exception as err:  # noqa: BLE001 - a game that cannot go on is lost
            outcomes.append(f"lost: {type(err).__name__}: {err}")
            return
        outcomes.append(await _judge(server, table, tokens, views))

    async def troublemaker(stop: asyncio.Event) -> None:
        next_kill = time.monotonic() + rng.uniform(1, 4)
        while not stop.is_set():
            await asyncio.sleep(rng.uniform(0.02, 0.3))
            live = [c for c in chaos.clients.values() if not c.closed]
            if live:
                rng.choice(live).abort()
                chaos.client_cuts += 1
            if time.monotonic() > next_kill:
                server.kill()
                chaos.server_kills += 1
                await asyncio.sleep(rng.uniform(0.0, 0.5))
                await asyncio.to_thread(server.start)
                next_kill = time.monotonic() + rng.uniform(1, 4)

    async def main() -> None:
        stop = asyncio.Event()
        trouble = asyncio.create_task(troublemaker(stop))
        running: set[asyncio.Task[None]] = set()
        for index in range(args.games):
            while len(running) >= args.at_once:
                done, running = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    task.result()  # a bench error stops the bench
            running.add(asyncio.create_task(one_game(index)))
        await asyncio.gather(*running)
        stop.set()
        assert len(outcomes) == args.games, "a game's task failed without an outcome"
        await trouble

    started = time.perf_counter()
    try:
        asyncio.run(main())
    finally:
        server.stop()
    return {
        "games": args.games,
        "finished": outcomes.count("ok"),
        "lost": sum(o.startswith("lost") for o in outcomes),
        "losses": [o for o in outcomes if o.startswith("lost")][:5],
        "diverged": sum(o.startswith("diverged") for o in outcomes),
        "divergences": [o for o in outcomes if o.startswith("diverged")][:5],
        "client_cuts": chaos.client_cuts,
        "server_kills": chaos.server_kills,
        "seconds": round(time.perf_counter() - started, 1),
    }


async def _judge(server: ServerProcess, table: str, tokens: list[str], views: list[str]) -> str:
    """ "ok", or "diverged: why": the record must replay, and every seat's last view
    must be that record's view of the seat."""
    for _ in range(100):
        try:
            client = await Client.connect(server.url, timeout=2)
            await client.resume(table, 0, tokens[0])
            text = await client.record(table)
            await client.close()
            break
        except (NetError, TimeoutError, OSError):
            await asyncio.sleep(0.2)
    else:
        return "lost"
    try:
        record = save.loads(text)
    except Exception as err:  # noqa: BLE001 - any failure is a divergence
        return f"diverged: the record does not load: {err}"
    if not record.state.is_terminal():
        return "diverged: the record's game is not over"
    expected = [record.state.view(s).digest() for s in range(len(views))]
    if views != expected:
        return "diverged: a client's last view is not the record's"
    return "ok"


# ----- hostile ------------------------------------------------------------------------


def hostile(args: argparse.Namespace) -> dict[str, Any]:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as fixed_seed
    from hypothesis import strategies as st

    from tests.net.hostile_messages import Campaign, message

    campaign = Campaign(Path(tempfile.mkdtemp(prefix="pg-hostile-")))
    started = time.perf_counter()

    per_example = 10

    @fixed_seed(args.seed)
    @settings(
        max_examples=-(-args.messages // per_example),
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def attack(data: Any) -> None:
        for _ in range(per_example):
            campaign.send(data.draw(message()))

    try:
        attack()
        serving = asyncio.run(_still_serving(campaign))
    finally:
        campaign.close()
    out = campaign.outcome
    return {
        "messages": out.sends,
        "frames": out.messages,
        "refused": out.refused,
        "accepted": out.accepted,
        "connections_closed_by_server": out.closed,
        "crashes": out.crashes,
        "state_changes_from_refused": len([w for w in out.wrong if "changed" in w]),
        "wrong": out.wrong[:5],
        "still_serving": serving,
        "seconds": round(time.perf_counter() - started, 1),
    }


async def _still_serving(campaign: Any) -> bool:
    """A new client lists the tables and the attacker's table is among them."""
    client = await Client.connect(campaign.server.url)
    tables = await client.list_tables()
    await client.close()
    return any(t.table == campaign.table for t in tables)


# ----- main ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="bench", required=True)
    p = sub.add_parser("loopback")
    p.add_argument("--players", type=int, default=4, choices=range(2, 7))
    p.add_argument("--level", default="simple")
    p.add_argument("--seed", type=int, default=1)
    p = sub.add_parser("scale")
    p.add_argument("--tables", type=int, default=200)
    p.add_argument("--think", type=float, default=0.5)
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument(
        "--nice",
        type=int,
        default=0,
        help="niceness of the server and the probe (negative: ahead of other work; root only)",
    )
    p = sub.add_parser("probe", help="(used by scale) round trips in a process of their own")
    p.add_argument("--url", required=True)
    p.add_argument("--tables", type=int, default=4)
    p.add_argument("--think", type=float, default=0.5)
    p.add_argument("--seconds", type=float, default=30.0)
    p = sub.add_parser("computers")
    p.add_argument("--level", default="hard")
    p.add_argument("--tables", type=int, default=10)
    p.add_argument("--seconds", type=float, default=30.0)
    p = sub.add_parser("faults")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--at-once", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p = sub.add_parser("hostile")
    p.add_argument("--messages", type=int, default=5000)
    p.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    benches = {"loopback": loopback, "scale": scale, "probe": probe, "faults": faults}
    benches["computers"] = computers
    result = {**benches, "hostile": hostile}[args.bench](args)
    print(json.dumps(result, indent=1))
    bad = (
        (args.bench == "loopback" and not (result["equal"] and result["client_views_equal"]))
        or (args.bench == "faults" and (result["lost"] or result["diverged"]))
        or (
            args.bench == "hostile"
            and (
                result["crashes"]
                or result["state_changes_from_refused"]
                or result["wrong"]
                or not result["still_serving"]
            )
        )
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
