"""`powergrid serve`: a server without a window, its options and its errors."""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
import sys

from powergrid.cli.main import main
from powergrid.net.client import Client, NetError

PROGRAM = """
import atexit, sys
from powergrid.cli.main import main
atexit.register(lambda: print("qt", any(m.startswith("PySide6") for m in sys.modules), flush=True))
sys.exit(main(sys.argv[1:]))
"""


def test_the_server_runs_serves_and_stops_without_importing_qt(tmp_path):
    command = [sys.executable, "-c", PROGRAM, "serve", "--port", "0", "--data", str(tmp_path)]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = proc.stdout.readline()
        port = int(re.search(r"ws://127\.0\.0\.1:(\d+) ", line).group(1))

        async def ask():
            client = await Client.connect(f"ws://127.0.0.1:{port}")
            tables = await client.list_tables()
            await client.close()
            return tables

        assert asyncio.run(ask()) == ()
    finally:
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=20)
    assert proc.returncode == 0
    assert "qt False" in out


def test_tls_needs_a_certificate_and_a_key_and_names_a_bad_one(tmp_path, capsys):
    assert main(["serve", "--tls-cert", str(tmp_path / "cert.pem")]) == 2
    assert "needs both --tls-cert and --tls-key" in capsys.readouterr().err
    bad = tmp_path / "bad.pem"
    bad.write_text("not a certificate")
    assert main(["serve", "--tls-cert", str(bad), "--tls-key", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "cannot load the TLS certificate or key" in err and err.count("\n") == 1


def test_with_a_certificate_the_server_speaks_tls(tmp_path):
    import shutil
    import ssl

    import pytest

    from powergrid.cli.serve import tls_context
    from powergrid.net.server import TableServer

    if shutil.which("openssl") is None:
        pytest.skip("openssl makes the test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
        + ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"]
        + ["-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
    )

    async def main():
        server = TableServer(tmp_path / "data")
        await server.start(tls=tls_context(str(cert), str(key)))
        trusting = ssl.create_default_context(cafile=str(cert))
        client = await Client.connect(f"wss://localhost:{server.port}", tls=trusting)
        tables = await client.list_tables()
        await client.close()
        refused = None
        try:
            await Client.connect(f"wss://localhost:{server.port}")  # the system's trust only
        except NetError as err:
            refused = err
        await server.close()
        return tables, refused

    tables, refused = asyncio.run(main())
    assert tables == ()
    assert refused.code == "unreachable" and "certificate" in refused.message
